package org.levellab.game.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
    List<String> words = TraceViewer.moveTexts(TraceViewer.frames(p), Pictures.of(Games.create(p.game(), p.rules())));

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
      String move = words.get(i);
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
  @ValueSource(strings = {"golf/random-deal.trace", "tripeaks/hold-walls.trace",
      "tripeaks-design/sim2-hold-on-seed1-player3.trace", "tripeaks-design/sim4-walls-seed1-player0.trace",
      "pair/solver-52-task0.trace", "skiddy/big-8x7.trace", "match3/lbfs-6x4.trace", "blackhole/seed-1-solved.trace",
      "acesup/seed-13-solved.trace"})
  void everyGamesPageStepsThroughItsFrames(String trace) throws Exception {
    Path chromium = browser();
    assumeTrue(chromium != null, "no Chromium installed (looked for " + CANDIDATES
        + " and -Dlevellab.chromium): the headless-browser test of the trace viewer is skipped");
    Games.register(AcesUpFactory.INSTANCE); // the plug-in example; registering it again changes nothing
    Playthrough p = Playthrough.load(Goldens.DIR.resolve(trace));
    Path page = dir.resolve("trace.html");
    TraceViewer.write(p, page);
    GamePicture picture = Pictures.of(Games.create(p.game(), p.rules()));
    List<String> words = TraceViewer.moveTexts(TraceViewer.frames(p), picture);
    checkWalk(trace, p, words, !(picture instanceof TextPicture), walk(chromium, page));
  }

  /**
   * A plug-in game whose picture comes from a jar of its own, built at test time: the page is drawn
   * by it, in its words, and behaves as every other.
   */
  @Test
  void aPlugInsPictureFromAJarShowsInTheBrowser() throws Exception {
    Path chromium = browser();
    assumeTrue(chromium != null, "no Chromium installed: the headless-browser test of the trace viewer is skipped");
    assumeTrue(org.levellab.game.example.GameJar.canCompile(), "no Java compiler in this runtime");
    Path[] jars = org.levellab.game.PictureJar.build(Files.createDirectories(dir.resolve("jars")));
    Path trace = org.levellab.game.PictureJar.trace(dir);
    Path page = dir.resolve("plugin.html");
    Files.writeString(page, org.levellab.game.PictureJar.page(trace, true, jars), StandardCharsets.UTF_8);
    Playthrough p = Playthrough.load(trace);
    List<String> words = new ArrayList<>();
    words.add("start");
    for (int i = 1; i < p.steps().size(); i++) {
      words.add(org.levellab.game.PictureJar.WORDS + p.steps().get(i).action());
    }
    checkWalk("plug-in", p, words, true, walk(chromium, page));
  }

  /** The marker colour of {@code .ll-moved}, as the browser computes it. */
  private static final String MARKER = "rgb(230, 85, 13)";

  /**
   * The walk of one game's page: the outcome banner visible from the first step on, each step shown
   * in turn with its move in the game's words (never the engine's notation where the game has a
   * picture), the moved outline in the marker colour over the boards' own strokes, the legend
   * present, the stage buttons of a game drawn in stages.
   */
  private static void checkWalk(String trace, Playthrough p, List<String> words, boolean ownPicture, List<Shown> walk) {
    int last = p.steps().size() - 1;
    String banner = TraceViewer.banner(p.end());
    assertEquals(banner, walk.get(0).get("banner"), trace + ": the outcome banner shows on the first step");
    assertTrue(banner.startsWith(TraceViewer.outcome(p.end()) + " "), banner);
    if (ownPicture) {
      assertTrue(Integer.parseInt(walk.get(0).get("legend")) > 0, trace + ": a legend");
    }
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
      assertEquals("move " + i + ": " + words.get(i), s.get("move"), trace);
      assertEquals(words.get(i), s.get("marked"), trace + ": the move list says it the same way");
      assertEquals(banner, s.get("banner"), trace + ": the banner stays at step " + i);
      if (ownPicture) {
        assertFalse(s.get("move").matches(".*\\b(B\\d+|r\\d+c\\d+-(down|right))\\b.*"), trace + ": " + s.get("move"));
        assertEquals(MARKER, s.get("movedStroke"), trace + ": the moved outline's colour at step " + i);
      }
      if (!s.get("stage").equals("-")) {
        assertTrue(s.get("stage").startsWith("1/"), trace + ": a step opens at its first stage: " + s.get("stage"));
        assertEquals("1/" + s.get("stage").substring(2), s.get("stagesShown"), trace + ": one stage shown at a time");
      }
      previous = s.get("move");
    }
    assertEquals(last, only(walk, "key-end").step(), trace);
    assertEquals(0, only(walk, "key-home").step(), trace);
    List<Shown> stages = walk.stream().filter(w -> w.action().equals("stage-button")).toList();
    if (walk.stream().anyMatch(w -> w.action().equals("staged"))) {
      int n = Integer.parseInt(stages.get(0).get("stage").split("/")[1]);
      assertEquals(n, stages.size(), trace + ": a button per stage");
      for (int k = 0; k < n; k++) {
        assertEquals((k + 1) + "/" + n, stages.get(k).get("stage"), trace + ": stage button " + (k + 1));
        assertEquals("1/" + n, stages.get(k).get("stagesShown"), trace + ": one stage shown");
      }
      assertEquals(MARKER, stages.get(0).get("movedStroke"), trace + ": the swap's outline");
    } else {
      assertTrue(stages.isEmpty(), trace);
    }
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
