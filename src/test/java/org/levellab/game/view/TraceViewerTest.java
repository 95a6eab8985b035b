package org.levellab.game.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.levellab.core.RandomStreams;
import org.levellab.game.ChancePolicy;
import org.levellab.game.Game;
import org.levellab.game.Games;
import org.levellab.game.Goldens;
import org.levellab.game.Play;
import org.levellab.game.Playthrough;
import org.levellab.game.RandomAgent;
import org.levellab.game.State;
import org.levellab.game.example.AcesUpFactory;

/**
 * The trace viewer's page on the golden trace of every catalogue game, on seeded plays, and on a game
 * plugged in without a picture of its own; its refusal of traces that do not replay, checked against
 * {@link Playthrough#replay()} on thousands of seeded corruptions.
 */
class TraceViewerTest {
  private static final Pattern DATA_STEP = Pattern.compile("data-step=\"(\\d+)\"");
  private static final Pattern FRAME = Pattern.compile("<section class=\"ll-frame\" data-step=\"(\\d+)\"( hidden)?>");
  private static final int MEGABYTE = 1 << 20;

  @TempDir Path dir;

  /** The plug-in example has a golden trace too; whichever test runs first, its game must be known. */
  @BeforeAll
  static void registerThePluginExample() {
    Games.register(AcesUpFactory.INSTANCE);
  }

  static List<Path> goldenTraces() throws IOException {
    try (Stream<Path> s = Files.walk(Goldens.DIR)) {
      return s.filter(p -> p.toString().endsWith(".trace")).sorted().toList();
    }
  }

  /**
   * The games this class draws: the shipped ones and the plug-in example registered above; not those
   * other classes register in the same JVM (broken on purpose, or Pyramid written as a newcomer
   * would), which made this class's work depend on the order of the classes.
   */
  static List<String> viewedGames() {
    List<String> games = new ArrayList<>(org.levellab.game.ShippedGames.names());
    games.addAll(AcesUpFactory.INSTANCE.names());
    return games;
  }

  /** Seeded random plays of every viewed game that deals its own start. */
  static List<Playthrough> seededPlays() {
    List<Playthrough> out = new ArrayList<>();
    for (String name : viewedGames()) {
      Game<?> g = Games.byName(name);
      for (long seed = 1; seed <= 3; seed++) {
        State start;
        try {
          start = g.newInitialState(seed);
        } catch (IllegalArgumentException designedLevelsOnly) {
          continue;
        }
        out.add(Play.from(start).agent(RandomAgent.create(), RandomStreams.of(seed))
            .chance(ChancePolicy.sampled(), RandomStreams.of(seed + 100)).maxMoves(120).run().playthrough());
      }
    }
    return out;
  }

  @Test
  void everyCatalogueGameHasAGoldenTraceTheViewerDraws() throws IOException {
    Set<String> drawn = new TreeSet<>();
    for (Path p : goldenTraces()) {
      drawn.add(Playthrough.load(p).game());
    }
    List<String> games = viewedGames();
    assertTrue(drawn.containsAll(games), "games without a golden trace: " + games + " vs " + drawn);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("goldenTraces")
  void goldenTracePages(Path file) {
    Playthrough p = Playthrough.load(file);
    List<Frame> frames = TraceViewer.frames(p);
    checkFrames(p, frames);
    String page = TraceViewer.page(p);
    checkPage(p, frames, page, Pictures.of(Games.create(p.game(), p.rules())));
    assertEquals(page, TraceViewer.page(p), "the same trace gives the same page");
  }

  @ParameterizedTest(name = "play {index}")
  @MethodSource("seededPlays")
  void seededPlayPages(Playthrough p) {
    List<Frame> frames = TraceViewer.frames(p);
    checkFrames(p, frames);
    checkPage(p, frames, TraceViewer.page(p), Pictures.of(Games.create(p.game(), p.rules())));
  }

  @Test
  void aGameWithoutAPictureIsDrawnAsTextWithItsHiddenLayer() {
    GuessGame game = new GuessGame();
    assertFalse(Pictures.hasPicture(GuessGame.NAME));
    GamePicture picture = Pictures.of(game);
    assertTrue(picture instanceof TextPicture, picture.getClass().getName());
    int checked = 0;
    for (long seed = 1; seed <= 40; seed++) {
      Playthrough p = Play.from(game.newInitialState(seed)).agent(RandomAgent.create(), RandomStreams.of(seed))
          .chance(ChancePolicy.sampled(), RandomStreams.of(-seed)).run().playthrough();
      List<Frame> frames = TraceViewer.frames(p, game);
      checkFrames(p, frames);
      String page = TraceViewer.page(p, game, picture);
      checkPage(p, frames, page, picture);
      List<String> sections = sections(page);
      for (int i = 0; i < sections.size(); i++) {
        String s = sections.get(i);
        assertTrue(s.contains("class=\"ll-text\""), s);
        assertTrue(s.contains("<g class=\"ll-cover\">") && s.contains("<g class=\"ll-hidden\">"), s);
        State after = frames.get(i).after();
        // the secret is in the hidden layer only
        String cover = s.substring(s.indexOf("<g class=\"ll-cover\">"), s.indexOf("<g class=\"ll-hidden\">"));
        assertFalse(cover.contains("secret"), cover);
        assertTrue(s.contains("secret " + after.toString().replaceAll("(?s).*secret ", "")), s);
        // every guess changes the observation: each frame after the start marks its change, the start none
        assertEquals(i > 0, s.contains("class=\"ll-moved\""), s);
      }
      checked++;
    }
    assertEquals(40, checked);
  }

  @Test
  void theGameGivenMustBeTheTracesGame() {
    Playthrough p = Playthrough.load(Goldens.DIR.resolve("golf/random-deal.trace"));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TraceViewer.frames(p, new GuessGame()));
    assertEquals("the trace is a game of golf, not of guess", e.getMessage());
  }

  /**
   * Thousands of seeded corruptions of the golden traces (a move swapped, a chance outcome or a state
   * line changed, the end changed): the viewer refuses exactly the traces that {@link
   * Playthrough#replay()} refuses, with one line naming the same step.
   */
  @Test
  void refusesExactlyTheTracesThatDoNotReplay() throws IOException {
    // Each golden trace read once (a Playthrough cannot change): reading the file again for every
    // corruption was a seventh of this test's time, and what is compared is replay against the viewer.
    List<Playthrough> originals = new ArrayList<>();
    for (Path file : goldenTraces()) {
      originals.add(Playthrough.load(file));
    }
    SplittableRandom rng = new SplittableRandom(2026);
    int refused = 0;
    int accepted = 0;
    for (int c = 0; c < 2000; c++) {
      Playthrough original = originals.get(rng.nextInt(originals.size()));
      Playthrough p = corrupt(original, rng);
      Playthrough.Check check;
      try {
        check = p.replay();
      } catch (IllegalArgumentException e) {
        continue; // not even a game the catalogue can build: nothing to compare
      }
      if (check.ok()) {
        TraceViewer.frames(p);
        accepted++;
        continue;
      }
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TraceViewer.frames(p),
          "replay refused (" + check.error() + ") but the viewer did not");
      String m = e.getMessage();
      assertFalse(m.contains("\n"), m);
      String expected = check.failedStep() < p.steps().size()
          ? "the trace does not replay: step " + check.failedStep() + " (" : "the trace does not replay: end: ";
      assertTrue(m.startsWith(expected), m + " vs " + check.error());
      refused++;
    }
    assertTrue(refused > 1000, "refused " + refused);
    assertTrue(accepted > 10, "accepted " + accepted);
  }

  private static Playthrough corrupt(Playthrough p, SplittableRandom rng) {
    List<Playthrough.Step> steps = new ArrayList<>(p.steps());
    Playthrough.End end = p.end();
    int k = steps.size() > 1 ? 1 + rng.nextInt(steps.size() - 1) : 0;
    Playthrough.Step st = steps.get(k);
    switch (rng.nextInt(4)) {
      case 0 -> { // another step's move (sometimes the same notation: then the trace may still replay)
        if (k > 0) {
          String other = steps.get(1 + rng.nextInt(steps.size() - 1)).action();
          steps.set(k, new Playthrough.Step(k, other, st.chance(), st.state()));
        }
      }
      case 1 -> { // a chance outcome dropped or swapped for another step's
        List<String> chance = new ArrayList<>(st.chance());
        if (!chance.isEmpty() && rng.nextBoolean()) {
          chance.remove(rng.nextInt(chance.size()));
        } else {
          Playthrough.Step from = steps.get(rng.nextInt(steps.size()));
          chance.addAll(from.chance());
        }
        steps.set(k, new Playthrough.Step(k, st.action(), chance, st.state()));
      }
      case 2 -> { // a state line changed by one character
        String s = st.state();
        if (!s.isEmpty()) {
          int at = rng.nextInt(s.length());
          char ch = s.charAt(at) == 'x' ? 'y' : 'x';
          steps.set(k, new Playthrough.Step(k, st.action(), st.chance(), s.substring(0, at) + ch + s.substring(at + 1)));
        }
      }
      default -> end = new Playthrough.End(end.result(), end.reason(), end.score() + (rng.nextBoolean() ? 1 : 0),
          end.moves() + rng.nextInt(2));
    }
    return new Playthrough(p.game(), p.rules(), p.level(), p.agent(), steps, end);
  }

  /**
   * Every game with a picture of its own writes its moves in its own words: no slot ids ({@code B19}),
   * no draw letter, no match-3 swap codes ({@code r5c5-down}), no bare Skiddy inputs; and the moved
   * outline wins over the pictures' own strokes (a rule of more weight than any two-class rule).
   */
  @Test
  void theGamesWithPicturesWriteTheirMovesInTheirOwnWords() throws IOException {
    Pattern engine = Pattern.compile("(^|\\s)(B\\d+|[DHSPURL]|r\\d+c\\d+-(down|right))(\\s|$)");
    Set<String> checked = new TreeSet<>();
    for (Path file : goldenTraces()) {
      Playthrough p = Playthrough.load(file);
      if (!Pictures.hasPicture(p.game())) {
        continue;
      }
      List<Frame> frames = TraceViewer.frames(p);
      List<String> words = TraceViewer.moveTexts(frames, Pictures.of(Games.create(p.game(), p.rules())));
      for (int i = 1; i < words.size(); i++) {
        assertFalse(engine.matcher(words.get(i)).find(), file + " move " + i + ": '" + words.get(i) + "'");
      }
      checked.add(p.game());
    }
    assertEquals(new TreeSet<>(Pictures.names()), checked, "every game with a picture has a golden trace checked");
    String page = TraceViewer.page(Playthrough.load(Goldens.DIR.resolve("golf/random-deal.trace")));
    assertTrue(page.contains(".ll-viewer svg .ll-moved{stroke:#e6550d"), "the moved outline's rule");
    assertTrue(page.contains(".tp .f{") && page.indexOf(".ll-viewer svg .ll-moved{") < page.indexOf(".tp .f{"),
        "the boards' rules come later, so only weight lets the outline win (checked in a browser too)");
  }

  @Test
  void aPageOfAGameInStagesHasStageButtons() {
    Playthrough p = Playthrough.load(Goldens.DIR.resolve("match3/lbfs-6x4.trace"));
    String page = TraceViewer.page(p);
    List<String> sections = sections(page);
    for (int i = 1; i < sections.size(); i++) {
      String s = sections.get(i);
      List<String> labels = TraceViewer.stageLabels(s);
      assertTrue(labels.size() >= 2 && labels.get(0).startsWith("swap"), "step " + i + ": " + labels);
      for (int k = 0; k < labels.size(); k++) {
        assertTrue(s.contains("<button type=\"button\" data-stage=\"" + k + "\">" + (k + 1) + ". "
            + Markup.escape(labels.get(k)) + "</button>"), "step " + i + " stage " + k);
      }
    }
    assertEquals(List.of(), TraceViewer.stageLabels(sections.get(0)), "the start is one board");
  }

  @Test
  void aSixtyMoveTracePageIsWellUnderAMegabyte() {
    // the longest TriPeaks golden trace (66 moves), cut after its 60th move
    Playthrough full = Playthrough.load(Goldens.DIR.resolve("tripeaks/undealt-design24-custom-deck.trace"));
    Playthrough sixty = firstMoves(full, 60);
    String page = TraceViewer.page(sixty);
    int bytes = page.getBytes(StandardCharsets.UTF_8).length;
    System.out.printf("%s page: %d moves, %d bytes, drawn by %s%n", sixty.game(), sixty.end().moves(), bytes,
        Pictures.of(Games.create(sixty.game(), sixty.rules())).getClass().getSimpleName());
    checkPage(sixty, TraceViewer.frames(sixty), page, Pictures.of(Games.create(sixty.game(), sixty.rules())));
    assertEquals(60, sixty.end().moves());
    assertTrue(bytes < MEGABYTE / 2, bytes + " bytes");
  }

  /** The trace's first {@code moves} moves, ended as a play stopped there. */
  private static Playthrough firstMoves(Playthrough p, int moves) {
    State at = TraceViewer.frames(p).get(moves).after();
    return new Playthrough(p.game(), p.rules(), p.level(), p.agent(), p.steps().subList(0, moves + 1),
        Playthrough.End.of(at, moves, "move limit " + moves));
  }

  @Test
  void theNotebookFormIsThePageInAnIframe() {
    Playthrough p = Playthrough.load(Goldens.DIR.resolve("blackhole/seed-33-random.trace"));
    String page = TraceViewer.page(p);
    String cell = TraceViewer.notebook(p);
    Matcher m = Pattern.compile("^<iframe [^>]*srcdoc=\"([^\"]*)\"[^>]*></iframe>$").matcher(cell);
    assertTrue(m.matches(), cell.substring(0, 200));
    String srcdoc = m.group(1).replace("&quot;", "\"").replace("&#39;", "'").replace("&lt;", "<").replace("&gt;", ">")
        .replace("&amp;", "&");
    assertEquals(page, srcdoc);
    assertFalse(cell.contains("http://") || cell.contains("https://"));
  }

  @Test
  void writesThePage() throws IOException {
    Playthrough p = Playthrough.load(Goldens.DIR.resolve("skiddy/workshop.trace"));
    Path out = dir.resolve("skiddy.html");
    TraceViewer.write(p, out);
    assertEquals(TraceViewer.page(p), Files.readString(out, StandardCharsets.UTF_8));
  }

  @Test
  void textRowsWrapLongLinesAndMarkChangedWords() {
    List<TextPicture.Row> rows = TextPicture.rows("a b c\nsame", "a x c\nsame");
    assertEquals(2, rows.size());
    assertEquals(List.of(false, true, false), rows.get(0).changed());
    assertTrue(rows.get(0).moved());
    assertFalse(rows.get(1).moved());
    assertFalse(TextPicture.rows("a b c", null).get(0).moved(), "nothing is marked at the start");
    assertTrue(TextPicture.rows("a b", "a b c").get(0).moved(), "a line that lost a word changed");
    SplittableRandom rng = new SplittableRandom(7);
    for (int c = 0; c < 2000; c++) {
      String text = randomText(rng);
      String before = rng.nextBoolean() ? text : randomText(rng);
      List<TextPicture.Row> r = TextPicture.rows(text, before);
      StringBuilder joined = new StringBuilder();
      for (TextPicture.Row row : r) {
        String words = String.join(" ", row.words());
        joined.append(row.continuation() ? " " : joined.length() == 0 ? "" : "\n").append(words);
        assertTrue(row.columns() <= TextPicture.WRAP || row.words().size() == 1, "row too long: " + words);
      }
      String expected = String.join("\n", text.lines().map(String::stripTrailing).toList());
      assertEquals(expected, joined.toString(), "the rows are the text");
      if (before.equals(text)) {
        assertTrue(r.stream().noneMatch(TextPicture.Row::moved), "an unchanged text marks nothing");
      }
    }
  }

  private static String randomText(SplittableRandom rng) {
    StringBuilder sb = new StringBuilder();
    int lines = 1 + rng.nextInt(4);
    for (int l = 0; l < lines; l++) {
      int words = 1 + rng.nextInt(rng.nextBoolean() ? 5 : 60);
      for (int w = 0; w < words; w++) {
        sb.append(w > 0 ? " " : "").append("abc♠♥".repeat(3), 0, 1 + rng.nextInt(12));
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  /** Frames replay the trace: numbered 0..moves, each state as traced, each step starting where the last ended. */
  static void checkFrames(Playthrough p, List<Frame> frames) {
    assertEquals(p.steps().size(), frames.size());
    for (int i = 0; i < frames.size(); i++) {
      Frame f = frames.get(i);
      Playthrough.Step st = p.steps().get(i);
      assertEquals(i, f.number());
      assertEquals(st.chance(), f.chance());
      if (!st.state().isEmpty()) {
        assertEquals(normal(st.state()), normal(f.after().toString()), "step " + i);
      }
      assertEquals(f.after(), f.stages().get(f.stages().size() - 1));
      if (i == 0) {
        assertNull(f.before());
        assertNull(f.move());
        assertEquals(1, f.stages().size());
      } else {
        assertEquals(st.action(), f.move());
        assertEquals(frames.get(i - 1).after().toString(), f.before().toString());
        assertEquals(1 + st.chance().size(), f.stages().size());
      }
    }
  }

  private static String normal(String state) {
    return state.replaceAll("[ \\t]+(\r?\n|$)", "$1").strip();
  }

  /** The page's structure, offline-ness and size. */
  static void checkPage(Playthrough p, List<Frame> frameList, String page, GamePicture picture) {
    int moves = p.steps().size() - 1;
    assertEquals(p.end().moves(), moves);
    List<Integer> steps = new ArrayList<>();
    Matcher m = DATA_STEP.matcher(page);
    while (m.find()) {
      steps.add(Integer.parseInt(m.group(1)));
    }
    assertEquals(moves + 1, steps.size(), "data-step count");
    for (int i = 0; i <= moves; i++) {
      assertEquals(i, steps.get(i), "frames numbered 0..moves in order");
    }
    Matcher f = FRAME.matcher(page);
    int frames = 0;
    int shown = 0;
    while (f.find()) {
      frames++;
      if (f.group(2) == null) {
        assertEquals("0", f.group(1), "only the start is shown before the script runs");
        shown++;
      }
    }
    assertEquals(moves + 1, frames);
    assertEquals(1, shown);
    String lower = page.toLowerCase(java.util.Locale.ROOT);
    for (String remote : List.of("http://", "https://", "<script src", " src=", "href=", "url(", "@import", "//cdn")) {
      assertFalse(lower.contains(remote), "the page must not reach out: found '" + remote + "'");
    }
    assertEquals(1, count(page, "<script>"), "one inline script");
    assertEquals(count(page, "<section "), count(page, "</section>"));
    assertTrue(page.getBytes(StandardCharsets.UTF_8).length < MEGABYTE, "page size " + page.length());
    List<String> sections = sections(page);
    List<String> words = TraceViewer.moveTexts(frameList, picture);
    for (int i = 1; i <= moves; i++) {
      String move = Markup.escape(p.steps().get(i).action());
      String said = Markup.escape(words.get(i));
      assertEquals(Markup.escape(picture.moveText(frameList.get(i))), said, "move " + i + " in the picture's words");
      assertTrue(sections.get(i).contains("<span class=\"ll-move\" title=\"" + move + "\">move " + i + ": " + said
          + "</span>"), sections.get(i));
      assertTrue(page.contains("<li data-goto=\"" + i + "\" title=\"" + move + "\">" + said + "</li>"),
          "move list, move " + i);
    }
    // the outcome, before the first step, so that it shows whichever step the page opens at
    String banner = "<span id=\"ll-outcome\" class=\"ll-outcome ll-" + TraceViewer.outcome(p.end()) + "\">"
        + Markup.escape(TraceViewer.banner(p.end())) + "</span>";
    assertEquals(1, count(page, banner), "the outcome banner");
    assertTrue(page.indexOf(banner) < page.indexOf("<section "), "the banner heads the page");
    assertTrue(List.of("won", "lost", "unfinished").contains(TraceViewer.outcome(p.end())));
    String legend = picture.legend();
    assertEquals(!legend.isBlank(), page.contains("<div class=\"ll-legend\">"), "the legend exactly when the picture has one");
    if (!legend.isBlank()) {
      assertEquals(1, count(page, legend), "the picture's legend once");
    }
    assertEquals(moves, count(page, "<li data-goto="));
    assertTrue(sections.get(moves).contains("<p class=\"ll-end\">" + Markup.escape(TraceViewer.end(p.end())) + "</p>"));
    boolean hides = Games.names().contains(p.game()) ? Games.create(p.game(), p.rules()).hasHiddenInformation()
        : p.game().equals(GuessGame.NAME);
    assertEquals(hides, page.contains("id=\"ll-reveal\""), "the reveal switch exactly when something is hidden");
    if (!picture.css().isEmpty()) {
      assertEquals(1, count(page, picture.css()), "the picture's CSS once");
    }
  }

  static List<String> sections(String page) {
    List<String> out = new ArrayList<>();
    int at = page.indexOf("<section ");
    while (at >= 0) {
      int end = page.indexOf("</section>", at);
      out.add(page.substring(at, end));
      at = page.indexOf("<section ", end);
    }
    return out;
  }

  static int count(String text, String part) {
    int n = 0;
    for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length())) {
      n++;
    }
    return n;
  }
}
