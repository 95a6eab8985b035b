package org.levellab.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** Runs the levellab command line in-process for tests, capturing stdout and the error stream. */
public final class CliRun {
  private CliRun() {}

  /** Exit code, everything printed to stdout (System.out or picocli's out), and picocli's err. */
  public record Result(int code, String out, String err) {}

  public static Result run(String... args) {
    PrintStream oldOut = System.out;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    StringWriter err = new StringWriter();
    try {
      PrintStream captured = new PrintStream(out, true, StandardCharsets.UTF_8);
      System.setOut(captured);
      CommandLine cl = LevelLabCommand.commandLine(args);
      cl.setOut(new PrintWriter(captured, true));
      cl.setErr(new PrintWriter(err, true));
      int code = cl.execute(args);
      captured.flush();
      return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString());
    } finally {
      System.setOut(oldOut);
    }
  }
}
