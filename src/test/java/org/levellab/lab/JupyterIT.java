package org.levellab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Jupyter side as a user meets it, in the project's {@code .venv} ({@code python3
 * src/jupyter/lab.py setup}; without it these tests are skipped): {@code lab.py lab} hands JupyterLab
 * its own options, so it starts headless, as root, on a chosen port with a token, and serves the
 * LevelLab kernel; and the plain {@code java} kernel that the jjava wheel installs (not the LevelLab
 * one) takes the engine with JJava's {@code %jars} magic, as any JJava user's own kernel would.
 */
class JupyterIT {
  private static final Path ROOT = Path.of("").toAbsolutePath();
  private static final Path VENV_PYTHON = ROOT.resolve(".venv/bin/python");
  private static final Path ENGINE_JAR = ROOT.resolve("target/levellab.jar");

  @TempDir Path dir;

  private static void assumeVenv() {
    assumeTrue(Files.isExecutable(VENV_PYTHON), "no .venv: run 'python3 src/jupyter/lab.py setup' first");
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }

  @Test
  void labPassesJupyterLabItsOwnOptions() throws Exception {
    assumeVenv();
    int port = freePort();
    Path log = dir.resolve("lab.log");
    // --allow-root: JupyterLab refuses to start as root without it (a container's user)
    Process lab = new ProcessBuilder("python3", "src/jupyter/lab.py", "lab", "--no-browser", "--port",
        Integer.toString(port), "--ip", "127.0.0.1", "--ServerApp.token=x", "--allow-root")
        .directory(ROOT.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    try {
      HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
      HttpRequest ask = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/kernelspecs?token=x"))
          .timeout(Duration.ofSeconds(10)).build();
      String body = null;
      long until = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
      while (body == null && System.nanoTime() < until) {
        assertTrue(lab.isAlive(), "lab.py lab ended:\n" + Files.readString(log));
        try {
          HttpResponse<String> r = http.send(ask, HttpResponse.BodyHandlers.ofString());
          assertEquals(200, r.statusCode(), r.body());
          body = r.body();
        } catch (IOException notYet) {
          Thread.sleep(1000);
        }
      }
      assertTrue(body != null, "JupyterLab did not answer on port " + port + " within 3 minutes:\n"
          + Files.readString(log));
      assertTrue(body.contains("\"levellab\""), "the LevelLab kernel is not served: " + body);
      // the token is the one given: without it the API refuses
      HttpResponse<String> anonymous = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
          + "/api/kernelspecs")).build(), HttpResponse.BodyHandlers.ofString());
      assertEquals(403, anonymous.statusCode(), anonymous.body());
    } finally {
      lab.destroy(); // lab.py execs JupyterLab in its own process: this stops the server
      if (!lab.waitFor(1, TimeUnit.MINUTES)) {
        lab.destroyForcibly();
      }
    }
  }

  @Test
  void anyJjavaKernelTakesTheEngineWithJars() throws Exception {
    assumeVenv();
    assumeTrue(Files.isRegularFile(ENGINE_JAR), "target/levellab.jar is not built: run 'mvn -B -DskipTests package'");
    assumeTrue(Files.isDirectory(ROOT.resolve(".venv/share/jupyter/kernels/java")), "no plain java kernel in .venv");
    Path script = dir.resolve("jars.py");
    Files.writeString(script, """
        import sys, nbformat
        from nbclient import NotebookClient
        nb = nbformat.v4.new_notebook()
        nb.cells = [nbformat.v4.new_code_cell("%jars " + sys.argv[1]),
                    nbformat.v4.new_code_cell("org.levellab.game.Games.names()")]
        NotebookClient(nb, kernel_name="java", timeout=600).execute()
        for o in nb.cells[1].outputs:
            print("RESULT", o.get("data", {}).get("text/plain", ""))
        """);
    List<String> command = new ArrayList<>(List.of(VENV_PYTHON.toString(), script.toString(), ENGINE_JAR.toString()));
    Path out = dir.resolve("out.txt");
    Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
        .redirectOutput(out.toFile()).start();
    if (!p.waitFor(10, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new AssertionError("the notebook did not finish in 10 minutes:\n" + Files.readString(out));
    }
    String text = Files.readString(out);
    assertEquals(0, p.exitValue(), text);
    String result = text.lines().filter(l -> l.startsWith("RESULT ")).findFirst().orElse("");
    for (String game : List.of("tripeaks", "golf", "pair", "skiddy", "match3", "blackhole")) {
      assertTrue(result.contains(game), "Games.names() in a plain java kernel: " + result + "\n" + text);
    }
  }

  /**
   * {@code run --check} checks each notebook as it is saved, and fails the run when a check complains:
   * a notebook with no findings box passes NotebookCheck but not ExportCheck, whose complaint the run
   * prints. Without Chromium, ExportCheck reads no page and the run must pass.
   */
  @Test
  void runCheckFailsOnANotebookItsChecksRefuse() throws Exception {
    assumeVenv();
    assumeTrue(Files.isRegularFile(ENGINE_JAR), "target/levellab.jar is not built: run 'mvn -B -DskipTests package'");
    Path notebook = dir.resolve("no-findings.ipynb");
    Files.writeString(notebook, """
        {"cells": [{"cell_type": "code", "execution_count": null, "id": "one", "metadata": {}, "outputs": [],
                    "source": "1 + 1"}],
         "metadata": {"kernelspec": {"name": "levellab", "display_name": "LevelLab (Java)", "language": "java"}},
         "nbformat": 4, "nbformat_minor": 5}
        """);
    Path log = dir.resolve("run.log");
    Process p = new ProcessBuilder("python3", "src/jupyter/lab.py", "run", "--mode", "quick", notebook.toString(),
        "--out", dir.resolve("out").toString(), "--check").directory(ROOT.toFile()).redirectErrorStream(true)
        .redirectOutput(log.toFile()).start();
    if (!p.waitFor(5, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new AssertionError("the run did not finish in 5 minutes:\n" + Files.readString(log));
    }
    String text = Files.readString(log);
    assertTrue(Files.isRegularFile(dir.resolve("out/no-findings.html")), "the export is saved first:\n" + text);
    if (ExportCheck.browser() == null) {
      assertEquals(0, p.exitValue(), text);
      return;
    }
    assertEquals(1, p.exitValue(), text);
    assertTrue(text.contains("ExportCheck: no-findings.html: no findings box"), text);
    assertTrue(text.contains("the checks complained about 1 saved notebook(s) or their exports: no-findings.ipynb"),
        text);
  }
}
