package org.levellab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.game.GameFactory;
import org.levellab.game.Games;
import org.levellab.game.example.AcesUpFactory;
import org.levellab.game.example.BrokenAcesUp;

/**
 * {@code levellab contract} passes every game of the catalogue (with its golden traces) and the worked
 * example, and catches games broken on purpose: a key that merges positions that differ, an
 * observation that shows a hidden card, a golden trace changed by hand. Bad input is exit code 2.
 */
class ContractCommandTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden");
  private static final Path SERVICES = Path.of("src/main/resources/META-INF/services/org.levellab.game.GameFactory");

  @TempDir Path dir;

  @BeforeAll
  static void register() {
    Games.register(AcesUpFactory.INSTANCE);
    Games.register(BrokenAcesUp.FACTORY);
  }

  /** The games the engine's own services file lists: the catalogue without games registered by tests. */
  static List<String> catalogue() throws Exception {
    List<String> names = new ArrayList<>();
    for (String line : Files.readAllLines(SERVICES)) {
      if (!line.isBlank() && !line.startsWith("#")) {
        GameFactory f = (GameFactory) Class.forName(line.strip()).getDeclaredConstructor().newInstance();
        names.addAll(f.names());
      }
    }
    return names;
  }

  @Test
  void everyCatalogueGameKeepsTheContractWithItsGoldenTraces() throws Exception {
    List<String> games = catalogue();
    assertTrue(games.containsAll(List.of("tripeaks", "golf", "pair", "skiddy", "match3", "blackhole")), games.toString());
    for (String game : games) {
      List<String> args = new ArrayList<>(List.of("contract", "--game", game, "--games", "6", "--goldens",
          GOLDEN.toString()));
      if (game.equals("skiddy")) {
        // designed levels, not dealt; a player can slide forever, so the rules set a move limit
        args.addAll(List.of("--level", "datasets/skiddy/1-1.txt", "--rule", "move_limit=80"));
      }
      CliRun.Result r = CliRun.run(args.toArray(String[]::new));
      assertEquals(0, r.code(), game + ": " + r.out() + r.err());
      List<String> lines = r.out().lines().toList();
      assertEquals(1, lines.size(), r.out());
      assertTrue(lines.get(0).startsWith(game + ": the contract holds"), lines.get(0));
      assertTrue(lines.get(0).contains(" 6 random games, "), lines.get(0));
      assertTrue(lines.get(0).contains("tampered trace refused"), lines.get(0));
      assertFalse(lines.get(0).contains(" 0 golden traces"), lines.get(0));
    }
  }

  @Test
  void theWorkedExampleIsCheckedWithItsTwins() {
    CliRun.Result r = CliRun.run("contract", "--game", "acesup", "--games", "20", "--goldens", GOLDEN.toString());
    assertEquals(0, r.code(), r.out() + r.err());
    String line = r.out().strip();
    assertTrue(line.matches("acesup: the contract holds \\(seeded starts of seed 1\\): 20 random games, .*hidden"
        + " cards [\\d,]+ twins \\([\\d,]+ differing\\).*; 1 golden trace"), line);
    assertFalse(line.contains("(0 differing)"), line);
  }

  @Test
  void aKeyThatIgnoresAColumnIsCaught() {
    CliRun.Result r = CliRun.run("contract", "--game", BrokenAcesUp.KEY_WITHOUT_LAST_COLUMN, "--games", "20");
    assertEquals(1, r.code(), r.out() + r.err());
    List<String> lines = r.out().lines().toList();
    assertFalse(lines.isEmpty());
    for (String line : lines) {
      assertTrue(line.startsWith(BrokenAcesUp.KEY_WITHOUT_LAST_COLUMN + ": equal keys: states with equal keys"), line);
    }
    assertTrue(r.err().startsWith("levellab: contract: " + BrokenAcesUp.KEY_WITHOUT_LAST_COLUMN + ": " + lines.size()
        + " problem"), r.err());
  }

  @Test
  void anObservationThatShowsAHiddenCardIsCaught() {
    CliRun.Result r = CliRun.run("contract", "--game", BrokenAcesUp.SHOWS_NEXT_CARD, "--games", "5", "--seed", "3");
    assertEquals(1, r.code(), r.out() + r.err());
    List<String> lines = r.out().lines().toList();
    assertTrue(lines.stream().allMatch(l -> l.startsWith(BrokenAcesUp.SHOWS_NEXT_CARD
        + ": hidden cards: a twin differing only in hidden cards is observed alike")), r.out());
    // five games, one problem each (a game stops at its first), each naming its start's seed
    assertEquals(5, lines.size(), r.out());
    assertTrue(lines.get(0).endsWith("[start 0: seed " + org.levellab.core.RandomStreams.taskSeed(3, 0) + "]"),
        lines.get(0));
  }

  @Test
  void goldenTracesChangedByHandAreCaught() throws IOException {
    String good = Files.readString(GOLDEN.resolve("acesup/seed-13-solved.trace"));
    Files.writeString(dir.resolve("good.trace"), good);
    // a state line that the rules do not give: the replay stops at that step
    String[] lines = good.split("\n", -1);
    int state = indexOf(lines, "5 4♦") + 1;
    lines[state] = lines[state].replace("10♣ J♣", "J♣ 10♣");
    Files.writeString(dir.resolve("changed-state.trace"), String.join("\n", lines));
    // trailing blanks on a state line replay (states compare without them) but are not what the rules write
    String[] blanks = good.split("\n", -1);
    blanks[state] = blanks[state] + "  ";
    Files.writeString(dir.resolve("trailing-blanks.trace"), String.join("\n", blanks));
    // a trace of another game is left alone
    Files.copy(GOLDEN.resolve("blackhole/seed-1-solved.trace"), dir.resolve("blackhole.trace"));

    CliRun.Result r = CliRun.run("contract", "--game", "acesup", "--games", "3", "--goldens", dir.toString());
    assertEquals(1, r.code(), r.out() + r.err());
    List<String> problems = r.out().lines().toList();
    assertEquals(2, problems.size(), r.out());
    assertTrue(problems.get(0).startsWith("acesup: golden traces: golden trace " + dir.resolve("changed-state.trace")
        + " does not replay through the rules: step 5 (4♦): the state differs from the trace"), problems.get(0));
    assertTrue(problems.get(1).startsWith("acesup: golden traces: golden trace " + dir.resolve("trailing-blanks.trace")
        + " is not as the rules write it: line " + (state + 1) + ": the file has '"), problems.get(1));
    assertTrue(r.err().contains("; 3 golden traces"), r.err());
  }

  private static int indexOf(String[] lines, String line) {
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].equals(line)) {
        return i;
      }
    }
    throw new AssertionError("no line " + line);
  }

  @Test
  void jsonHasTheProblemsAndTheSummary() throws IOException {
    CliRun.Result r = CliRun.run("contract", "--game", BrokenAcesUp.KEY_WITHOUT_LAST_COLUMN, "--games", "20",
        "--json");
    assertEquals(1, r.code(), r.err());
    JsonNode j = Json.mapper().readTree(r.out());
    assertEquals(BrokenAcesUp.KEY_WITHOUT_LAST_COLUMN, j.get("game").asText());
    assertTrue(j.get("problems").size() > 0);
    assertEquals(j.get("problems").size(), j.get("keys").get("problems").size());
    assertTrue(j.get("summary").asText().contains("problem"));
  }

  @Test
  void badInputIsExitCodeTwoWithOneLine() throws IOException {
    Files.createDirectories(dir.resolve("empty"));
    Files.writeString(dir.resolve("file.txt"), "x");
    String[][] cases = {
        {"contract", "--game", "acesup", "--games", "0"},
        {"contract", "--game", "acesup", "--max-moves", "0"},
        {"contract", "--game", "nosuchgame"},
        {"contract", "--game", "skiddy"},
        {"contract", "--game", "acesup", "--goldens", dir.resolve("missing").toString()},
        {"contract", "--game", "acesup", "--goldens", dir.resolve("file.txt").toString()},
        {"contract", "--game", "acesup", "--games", "1", "--goldens", dir.resolve("empty").toString()},
        {"contract", "--game", "acesup", "--level", dir.resolve("file.txt").toString()},
        {"contract", "--game", "acesup", "--rule", "x=1"},
    };
    String[] expected = {"--games", "--max-moves", "unknown game", "--game skiddy", "--goldens", "--goldens",
        "--goldens", "--level", ""};
    for (int i = 0; i < cases.length; i++) {
      CliRun.Result r = CliRun.run(cases[i]);
      String what = String.join(" ", cases[i]) + ": " + r.out() + r.err();
      assertEquals(2, r.code(), what);
      assertTrue(r.err().startsWith("levellab: error: "), what);
      assertTrue(r.err().contains(expected[i]), what);
      assertEquals(1, r.err().strip().lines().count(), what);
    }
  }

  @Test
  void theCommandIsListedAndItsHelpNamesTheCatalogue() {
    CliRun.Result top = CliRun.run("--help");
    assertTrue(top.out().contains("contract"), top.out());
    CliRun.Result help = CliRun.run("contract", "--help");
    assertEquals(0, help.code());
    assertTrue(help.out().contains("--goldens=DIR"), help.out());
    assertTrue(help.out().contains("blackhole:"), help.out());
    assertTrue(help.out().contains("HiddenCards"), help.out());
  }
}
