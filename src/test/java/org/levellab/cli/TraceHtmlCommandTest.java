package org.levellab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.game.Playthrough;
import org.levellab.game.view.TraceViewer;

/** {@code replay --html} and {@code play --html}: the page is written after the trace is checked. */
class TraceHtmlCommandTest {
  private static final Path GOLF = Path.of("src/test/resources/golden/golf/random-deal.trace");

  @TempDir Path dir;

  @Test
  void replayWritesThePageOfATraceThatReplays() throws Exception {
    Path html = dir.resolve("golf.html");
    CliRun.Result r = CliRun.run("replay", "--trace", GOLF.toString(), "--html", html.toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("page written to " + html), r.out());
    String page = Files.readString(html, StandardCharsets.UTF_8);
    assertEquals(TraceViewer.page(Playthrough.load(GOLF)), page);
    int steps = Playthrough.load(GOLF).steps().size();
    assertEquals(steps, page.split("data-step=\"", -1).length - 1);

    CliRun.Result json = CliRun.run("replay", "--trace", GOLF.toString(), "--html", html.toString(), "--json",
        "--overwrite");
    assertEquals(html.toString(), Json.mapper().readTree(json.out()).get("html").asText());
  }

  @Test
  void replayWritesNoPageForATraceThatDoesNotReplay() throws Exception {
    Path trace = dir.resolve("golf.trace");
    String text = Files.readString(GOLF, StandardCharsets.UTF_8);
    Files.writeString(trace, text.replaceFirst("\n2 B19\n", "\n2 B0\n"), StandardCharsets.UTF_8);
    Path html = dir.resolve("golf.html");
    CliRun.Result r = CliRun.run("replay", "--trace", trace.toString(), "--html", html.toString());
    assertEquals(1, r.code());
    assertTrue(r.err().contains("step 2 (B0): "), r.err());
    assertFalse(Files.exists(html));
  }

  @Test
  void anHtmlOutputThatNamesAnInputIsRefusedBeforeTheWork() throws Exception {
    Path trace = dir.resolve("golf.trace");
    Files.copy(GOLF, trace);
    String before = Files.readString(trace, StandardCharsets.UTF_8);
    CliRun.Result r = CliRun.run("replay", "--trace", trace.toString(), "--html", trace.toString());
    assertEquals(2, r.code());
    assertEquals("levellab: error: --html " + trace + " is the --trace input file; give another file name (an input"
        + " is never replaced)", r.err().strip());
    assertEquals(before, Files.readString(trace, StandardCharsets.UTF_8));

    Path level = dir.resolve("deal.txt");
    Files.writeString(level, "A♥ 2♥\n", StandardCharsets.UTF_8);
    CliRun.Result play = CliRun.run("play", "--game", "pair", "--level", level.toString(), "--html",
        dir.resolve(".").resolve("deal.txt").toString());
    assertEquals(2, play.code());
    assertTrue(play.err().contains("is the --level input file"), play.err());
    assertEquals("A♥ 2♥\n", Files.readString(level, StandardCharsets.UTF_8));

    Path out = dir.resolve("same.out");
    CliRun.Result both = CliRun.run("play", "--game", "blackhole", "--trace", out.toString(), "--html", out.toString());
    assertEquals(2, both.code());
    assertTrue(both.err().contains("is the --trace file"), both.err());
    assertFalse(Files.exists(out), "nothing written");

    CliRun.Result folder = CliRun.run("replay", "--trace", GOLF.toString(), "--html", dir.toString());
    assertEquals("levellab: error: --html " + dir + " is a folder; give a file name", folder.err().strip());
  }

  @Test
  void playWritesThePageOfTheGameJustPlayed() throws Exception {
    Path trace = dir.resolve("bh.trace");
    Path html = dir.resolve("bh.html");
    CliRun.Result r = CliRun.run("play", "--game", "blackhole", "--seed", "4", "--trace", trace.toString(), "--html",
        html.toString(), "--json");
    assertEquals(0, r.code(), r.err());
    JsonNode json = Json.mapper().readTree(r.out());
    assertEquals(html.toString(), json.get("html").asText());
    assertEquals(TraceViewer.page(Playthrough.load(trace)), Files.readString(html, StandardCharsets.UTF_8));
    assertEquals(json.get("moves").asInt() + 1, Files.readString(html, StandardCharsets.UTF_8)
        .split("data-step=\"", -1).length - 1);
  }
}
