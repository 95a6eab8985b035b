package org.levellab.game.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.game.Goldens;
import org.levellab.game.Games;
import org.levellab.game.Playthrough;
import org.levellab.game.example.AcesUpFactory;

/**
 * The page in a real browser: headless Chromium opens it with {@code #walk}, the page drives its own
 * buttons, keys, slider, move list, reveal switch and play/pause, and writes what each step showed;
 * the test reads that back from the DOM Chromium dumps. Skipped, saying so, where no Chromium is
 * installed.
 */
class TraceViewerBrowserTest {
  private static final List<String> CANDIDATES = List.of("/usr/bin/chromium", "/usr/bin/chromium-browser",
      "/usr/bin/google-chrome");

  @TempDir Path dir;

  private static Path browser() {
    String configured = System.getProperty("levellab.chromium");
    if (configured != null && Files.isExecutable(Path.of(configured))) {
      return Path.of(configured);
    }
    return CANDIDATES.stream().map(Path::of).filter(Files::isExecutable).findFirst().orElse(null);
  }

  /** One line of the walk: what the page showed after one action. */
  record Shown(String action, Map<String, String> fields) {
    String get(String key) {
      return fields.get(key);
    }

    int step() {
      return Integer.parseInt(fields.get("step"));
    }
  }

  @Test
  void stepsThroughEveryFrameWithThePagesOwnControls() throws Exception {
    Path chromium = browser();
    assumeTrue(chromium != null, "no Chromium installed (looked for " + CANDIDATES
        + " and -Dlevellab.chromium): the headless-browser test of the trace viewer is skipped");
    // a game that hides cards, so the reveal switch is driven too
    Playthrough p = Playthrough.load(Goldens.DIR.resolve("tripeaks/blog-deal.trace"));
    Path page = dir.resolve("trace.html");
    TraceViewer.write(p, page);
    List<Shown> walk = walk(chromium, page);
    int last = p.steps().size() - 1;

    List<Shown> forward = walk.stream().filter(s -> s.action().equals("forward")).toList();
    assertEquals(last, forward.size());
    Shown start = walk.get(0);
    assertEquals("first", start.action());
    assertEquals(0, start.step());
    assertEquals("start", start.get("move"));
    assertEquals("-", start.get("marked"));
    String previous = start.get("move");
    for (int i = 1; i <= last; i++) {
      Shown s = forward.get(i - 1);
      String move = p.steps().get(i).action();
      assertEquals(i, s.step(), "slider after " + i + " steps forward");
      assertEquals(Integer.toString(i), s.get("visible"), "exactly the frame of step " + i + " is displayed");
      assertEquals("move " + i + ": " + move, s.get("move"));
      assertNotEquals(previous, s.get("move"), "the shown move changes at step " + i);
      assertEquals(move, s.get("marked"), "the move list marks the current move");
      assertNoneShown(s.get("hidden"), "hidden cards stay hidden at step " + i);
      assertAllShown(s.get("cover"), "their covers show at step " + i);
      previous = s.get("move");
    }
    Map<String, Integer> expected = new LinkedHashMap<>();
    expected.put("forward-at-end", last);
    expected.put("back", last - 1);
    expected.put("back-at-start", 0);
    expected.put("key-right", 1);
    expected.put("key-end", last);
    expected.put("key-left", last - 1);
    expected.put("key-home", 0);
    expected.put("slider", last / 2);
    expected.put("list-last", last);
    for (Map.Entry<String, Integer> e : expected.entrySet()) {
      Shown s = walk.stream().filter(w -> w.action().equals(e.getKey())).findFirst().orElseThrow();
      assertEquals(e.getValue(), s.step(), e.getKey());
      assertEquals(Integer.toString(e.getValue()), s.get("visible"), e.getKey());
    }
    Shown on = only(walk, "reveal-on");
    assertAllShown(on.get("hidden"), "reveal shows the hidden layer");
    assertNoneShown(on.get("cover"), "reveal takes the cover away");
    Shown off = only(walk, "reveal-off");
    assertNoneShown(off.get("hidden"), "hidden again");
    assertAllShown(off.get("cover"), "covered again");
    Shown play = only(walk, "key-play");
    assertEquals("true", play.get("playing"));
    Shown played = only(walk, "played");
    assertTrue(played.step() >= 2, "playing advanced to step " + played.step());
    Shown paused = only(walk, "paused");
    assertEquals("false", paused.get("playing"));
    assertEquals(played.step(), paused.step(), "space paused the play");
  }

  /**
   * One trace of every other game, its own picture (a game from outside the engine, Aces Up, by the
   * default picture of its observation text): stepping forward shows each frame in turn, and the
   * shown move changes at every step.
   */
  @ParameterizedTest
  @ValueSource(strings = {"golf/random-deal.trace", "tripeaks-design/sim2-hold-on-seed1-player3.trace",
      "tripeaks-design/sim4-walls-seed1-player0.trace", "pair/solver-52-task0.trace", "skiddy/big-8x7.trace",
      "match3/lbfs-6x4.trace", "blackhole/seed-1-solved.trace", "acesup/seed-13-solved.trace"})
  void everyGamesPageStepsThroughItsFrames(String trace) throws Exception {
    Path chromium = browser();
    assumeTrue(chromium != null, "no Chromium installed (looked for " + CANDIDATES
        + " and -Dlevellab.chromium): the headless-browser test of the trace viewer is skipped");
    Games.register(AcesUpFactory.INSTANCE); // the plug-in example; registering it again changes nothing
    Playthrough p = Playthrough.load(Goldens.DIR.resolve(trace));
    Path page = dir.resolve("trace.html");
    TraceViewer.write(p, page);
    List<Shown> walk = walk(chromium, page);
    int last = p.steps().size() - 1;
    assertTrue(last > 0, trace + " has no moves");
    assertEquals(0, walk.get(0).step(), trace);
    assertEquals("start", walk.get(0).get("move"), trace);
    List<Shown> forward = walk.stream().filter(s -> s.action().equals("forward")).toList();
    assertEquals(last, forward.size(), trace);
    String previous = "start";
    for (int i = 1; i <= last; i++) {
      Shown s = forward.get(i - 1);
      assertEquals(i, s.step(), trace + ": slider after " + i + " steps forward");
      assertEquals(Integer.toString(i), s.get("visible"), trace + ": exactly the frame of step " + i + " is displayed");
      assertEquals("move " + i + ": " + p.steps().get(i).action(), s.get("move"), trace);
      assertNotEquals(previous, s.get("move"), trace + ": the shown move changes at step " + i);
      previous = s.get("move");
    }
    assertEquals(last, only(walk, "key-end").step(), trace);
    assertEquals(0, only(walk, "key-home").step(), trace);
  }

  /** "shown/present" with something present and nothing shown. */
  private static void assertNoneShown(String count, String what) {
    String[] p = count.split("/");
    assertTrue(Integer.parseInt(p[1]) > 0 && p[0].equals("0"), what + ": " + count);
  }

  /** "shown/present" with something present and all of it shown. */
  private static void assertAllShown(String count, String what) {
    String[] p = count.split("/");
    assertTrue(Integer.parseInt(p[1]) > 0 && p[0].equals(p[1]), what + ": " + count);
  }

  private static Shown only(List<Shown> walk, String action) {
    List<Shown> found = walk.stream().filter(w -> w.action().equals(action)).toList();
    assertEquals(1, found.size(), action);
    return found.get(0);
  }

  private List<Shown> walk(Path chromium, Path page) throws IOException, InterruptedException {
    Path profile = Files.createDirectories(dir.resolve("profile"));
    Path log = dir.resolve("chromium.log");
    ProcessBuilder pb = new ProcessBuilder(chromium.toString(), "--headless=new", "--no-sandbox", "--disable-gpu",
        "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
        "--disable-extensions", "--user-data-dir=" + profile, "--virtual-time-budget=20000", "--dump-dom",
        page.toUri() + "#walk");
    pb.redirectError(log.toFile());
    Process process = pb.start();
    byte[] out = process.getInputStream().readAllBytes();
    if (!process.waitFor(60, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("Chromium did not finish within 60 s");
    }
    String dom = new String(out, StandardCharsets.UTF_8);
    Matcher m = Pattern.compile("(?s)<pre id=\"ll-walk\">(.*?)</pre>").matcher(dom);
    assertTrue(m.find(), "the page wrote no walk (exit " + process.exitValue() + "); Chromium said: "
        + tail(Files.readString(log, StandardCharsets.UTF_8)));
    List<Shown> walk = new ArrayList<>();
    for (String line : m.group(1).split("\n")) {
      String[] fields = line.split("\t");
      Map<String, String> map = new LinkedHashMap<>();
      for (int i = 1; i < fields.length; i++) {
        int eq = fields[i].indexOf('=');
        map.put(fields[i].substring(0, eq), unescape(fields[i].substring(eq + 1)));
      }
      walk.add(new Shown(fields[0], map));
    }
    return walk;
  }

  private static String unescape(String html) {
    return html.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&amp;", "&");
  }

  private static String tail(String text) {
    return text.length() <= 2000 ? text : text.substring(text.length() - 2000);
  }
}
