package org.levellab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.levellab.game.Game;
import org.levellab.game.Games;
import org.levellab.game.State;

/**
 * {@code levellab deal} on every game of the catalogue, and the seeded start as a shortcut for the
 * dealt file ({@code hint --seed}): a dealt file and its seed give the same game in every command.
 */
class DealCommandTest {
  /** Seeds of the read-back checks: small and large, negative included. */
  private static final long[] SEEDS = {1, 2026, -5};

  /**
   * The games of the catalogue that deal from a seed, each once: a name that is another game's alias
   * (a test may register one) would repeat that game's checks word for word.
   */
  static List<String> seededGames() {
    List<String> games = new ArrayList<>();
    for (String name : Games.names()) {
      if (PlayCommandTest.dealsFromASeed(name) && Games.byName(name).name().equals(name)) {
        games.add(name);
      }
    }
    return games;
  }

  /**
   * The seed on which game {@code i} of {@link #seededGames} gets the exact solver's checks (solve and
   * the exact hint), which cost a search each: one seed per game, the three seeds in turn across the
   * games. The cheap checks (deal, read-back, play, the other agents' hints) run on every seed.
   */
  static long searchedSeed(int i) {
    return SEEDS[i % SEEDS.length];
  }

  /**
   * The exact agent as the hint checks ask for it: a game's own exact agent as it is; the
   * game-independent one (a plug-in game's, such as the examples other tests register) within the
   * node budget of the solve checks, since only seed and file must agree, not the search finish.
   */
  static String exactSpec(String name) {
    return org.levellab.game.Agents.describe(name, "exact").startsWith("exact[:budget=N]")
        ? "exact:budget=" + SOLVE_NODES : "exact";
  }

  /** The node budget of the solve checks. */
  private static final String SOLVE_NODES = "300000";

  @TempDir Path dir;

  @Test
  void everyGameThatDealsFromASeedDealsALevelThatPlaysAndSolvesAsItsSeed() throws Exception {
    List<String> dealt = seededGames();
    int solved = 0;
    for (int i = 0; i < dealt.size(); i++) {
      String name = dealt.get(i);
      Game<?> game = Games.byName(name);
      for (long seed : SEEDS) {
        String s = Long.toString(seed);
        String where = name + " seed " + seed;
        Path file = dir.resolve(name + seed + ".level");
        CliRun.Result d = CliRun.run("deal", "--game", name, "--seed", s, "--out", file.toString());
        assertEquals(0, d.code(), where + ": " + d.err());
        assertEquals(name + " seeded start " + seed + " written to " + file, d.out().strip());
        State seeded = game.newInitialState(seed);
        String text = Files.readString(file, StandardCharsets.UTF_8);
        // a comment naming the game, then the start's level text
        assertEquals("# game: " + name + "\n" + seeded.levelText().strip(), text.strip(), where);
        assertEquals(seeded.toString(), game.loadLevel(file).toString(), where + ": the file reads back as the start");

        // the standard output and --json carry the same level
        assertEquals(text, CliRun.run("deal", "--game", name, "--seed", s).out(), where);
        JsonNode json = Json.mapper().readTree(CliRun.run("deal", "--game", name, "--seed", s, "--json").out());
        assertEquals(name, json.get("game").asText());
        assertEquals(seed, json.get("seed").asLong());
        assertEquals(text, json.get("level").asText(), where);
        assertEquals(game.rules(), json.get("rules").asText(), where);

        samePlay(name, s, file, where);
        if (seed == searchedSeed(i)) {
          sameSolve(name, s, file, where);
          solved++;
        }
      }
    }
    assertFalse(dealt.isEmpty(), "no game of the catalogue deals from a seed");
    assertEquals(dealt.size(), solved, "one solve check per game");
  }

  /** play --level FILE --seed N writes the very trace that play --seed N writes. */
  private void samePlay(String name, String seed, Path file, String where) throws Exception {
    Path fromSeed = dir.resolve("seed.trace");
    Path fromFile = dir.resolve("file.trace");
    CliRun.Result a = CliRun.run("play", "--game", name, "--seed", seed, "--trace", fromSeed.toString(),
        "--overwrite", "--json");
    CliRun.Result b = CliRun.run("play", "--game", name, "--level", file.toString(), "--seed", seed, "--trace",
        fromFile.toString(), "--overwrite", "--json");
    assertEquals(0, a.code(), where + ": " + a.err());
    assertEquals(0, b.code(), where + ": " + b.err());
    assertEquals(Files.readString(fromSeed, StandardCharsets.UTF_8), Files.readString(fromFile, StandardCharsets.UTF_8),
        where + ": the traces differ");
    assertEquals(withoutFiles(a.out()), withoutFiles(b.out()), where);
  }

  /** solve --level FILE gives the verdict, line and node count of solve --seed N (or the same refusal). */
  private static void sameSolve(String name, String seed, Path file, String where) throws Exception {
    CliRun.Result a = CliRun.run("solve", "--game", name, "--seed", seed, "--max-nodes", SOLVE_NODES, "--json");
    CliRun.Result b = CliRun.run("solve", "--game", name, "--level", file.toString(), "--max-nodes", SOLVE_NODES,
        "--json");
    assertEquals(a.code(), b.code(), where + ": " + a.err() + b.err());
    if (a.code() != 0) {
      assertEquals(a.err(), b.err(), where);
      return;
    }
    JsonNode x = Json.mapper().readTree(a.out());
    JsonNode y = Json.mapper().readTree(b.out());
    for (String field : List.of("game", "winnable", "moves", "line", "nodes")) {
      assertEquals(x.get(field), y.get(field), where + ": " + field);
    }
  }

  /** A play report without the fields that name where the start came from. */
  private static JsonNode withoutFiles(String json) throws Exception {
    ObjectNode node = (ObjectNode) Json.mapper().readTree(json);
    node.remove(List.of("level", "trace"));
    return node;
  }

  @Test
  void aGameWithoutSeededStartsIsRefusedInOneLineNamingIt() {
    int refused = 0;
    for (String name : Games.names()) {
      if (PlayCommandTest.dealsFromASeed(name)) {
        continue;
      }
      Path file = dir.resolve(name + ".level");
      CliRun.Result r = CliRun.run("deal", "--game", name, "--seed", "3", "--out", file.toString());
      assertEquals(2, r.code(), r.out() + r.err());
      assertEquals(1, r.err().strip().lines().count(), r.err());
      assertTrue(r.err().startsWith("levellab: error: --game " + name + " has no seeded starts to deal: "), r.err());
      assertFalse(Files.exists(file), "nothing written");
      assertEquals(List.of(), listing(), "no temporary file left");
      refused++;
    }
    // skiddy's levels are designed, not dealt: the catalogue has a game to refuse
    assertTrue(refused > 0, "no game of the catalogue lacks seeded starts");
  }

  @Test
  void outputsAreCheckedLikeEveryOtherOutput() throws Exception {
    Path file = dir.resolve("bh.level");
    assertEquals(0, CliRun.run("deal", "--game", "blackhole", "--seed", "3", "--out", file.toString()).code());
    String first = Files.readString(file, StandardCharsets.UTF_8);
    CliRun.Result again = CliRun.run("deal", "--game", "blackhole", "--seed", "4", "--out", file.toString());
    assertEquals(2, again.code());
    assertEquals("levellab: error: --out " + file + " already exists; add --overwrite to replace it",
        again.err().strip());
    assertEquals(first, Files.readString(file, StandardCharsets.UTF_8), "not replaced");
    CliRun.Result replaced = CliRun.run("deal", "--game", "blackhole", "--seed", "4", "--out", file.toString(),
        "--overwrite");
    assertEquals(0, replaced.code(), replaced.err());
    assertNotEquals(first, Files.readString(file, StandardCharsets.UTF_8), "another seed, another deal");
    CliRun.Result folder = CliRun.run("deal", "--game", "blackhole", "--out", dir.toString());
    assertEquals("levellab: error: --out " + dir + " is a folder; give a file name", folder.err().strip());
    // - is the standard output: the level alone, the JSON summary on standard error
    CliRun.Result stdout = CliRun.run("deal", "--game", "pair", "--seed", "5", "--out", "-");
    assertEquals(CliRun.run("deal", "--game", "pair", "--seed", "5").out(), stdout.out());
    CliRun.Result unknown = CliRun.run("deal", "--game", "chess");
    assertEquals("levellab: error: unknown game 'chess' (known: " + String.join(", ", Games.names()) + ")",
        unknown.err().strip());
  }

  @Test
  void ruleOptionsDealTheGameOfThoseRules() throws Exception {
    Path file = dir.resolve("m3.level");
    CliRun.Result d = CliRun.run("deal", "--game", "match3", "--rule", "size=5", "--rule", "gems=5", "--seed", "2",
        "--out", file.toString(), "--json");
    assertEquals(0, d.code(), d.err());
    JsonNode json = Json.mapper().readTree(d.out());
    Game<?> five = Games.create("match3", json.get("rules").asText());
    assertEquals("# game: match3\n" + five.newInitialState(2).levelText(), Files.readString(file, StandardCharsets.UTF_8));
    assertEquals(6, Files.readString(file, StandardCharsets.UTF_8).strip().lines().count(), "its game, a 5x5 board");
    CliRun.Result play = CliRun.run("play", "--game", "match3", "--rule", "size=5", "--rule", "gems=5", "--level",
        file.toString(), "--seed", "2", "--json");
    assertEquals(0, play.code(), play.err());
  }

  @Test
  void aLevelThatNamesAnotherGameIsRefusedInOneLine() throws Exception {
    Path deal = dir.resolve("hole.deal");
    assertEquals(0, CliRun.run("deal", "--game", "blackhole", "--seed", "1", "--out", deal.toString()).code());
    for (String[] command : List.of(new String[] {"solve", "--game", "pair", "--level", deal.toString()},
        new String[] {"play", "--game", "pair", "--level", deal.toString()},
        new String[] {"playtest", "--game", "pair", "--level", deal.toString(), "--games", "2"})) {
      CliRun.Result r = CliRun.run(command);
      assertEquals(2, r.code(), String.join(" ", command) + ": " + r.err());
      assertTrue(r.err().strip().startsWith("levellab: error: "), r.err());
      assertTrue(r.err().strip().endsWith(deal + " line 1: a level of blackhole, not of pair (its first line says"
          + " '# game: blackhole')"), String.join(" ", command) + ": " + r.err());
      assertEquals(1, r.err().strip().lines().count(), r.err());
    }
    // the committed deal says which game it is for, too
    CliRun.Result committed = CliRun.run("solve", "--game", "pair", "--level", "datasets/blackhole/seed-1.deal");
    assertEquals(2, committed.code(), committed.err());
    assertEquals(0, CliRun.run("solve", "--game", "blackhole", "--level", deal.toString()).code());
  }

  @Test
  void tripeaksDealStillWritesTheSameDealAsTheGenericDeal() throws Exception {
    for (String seed : List.of("1", "7", "123")) {
      Path file = dir.resolve("t" + seed + ".deal");
      CliRun.Result t = CliRun.run("tripeaks", "deal", "--layout", "microsoft", "--seed", seed, "--out", file.toString());
      assertEquals(0, t.code(), t.err());
      String tripeaks = Files.readString(file, StandardCharsets.UTF_8);
      assertTrue(tripeaks.startsWith("# tripeaks deal --layout microsoft --seed " + seed + "\n"), tripeaks);
      String generic = CliRun.run("deal", "--game", "tripeaks", "--seed", seed).out();
      assertTrue(generic.startsWith("# game: tripeaks\n"), generic);
      assertEquals(tripeaks.substring(tripeaks.indexOf('\n') + 1), generic.substring(generic.indexOf('\n') + 1),
          "seed " + seed);
    }
  }

  @Test
  void hintOnTheSeedIsHintOnTheDealtFile() throws Exception {
    int hints = 0;
    int exactHints = 0;
    List<String> games = seededGames();
    for (int i = 0; i < games.size(); i++) {
      String name = games.get(i);
      for (long seed : SEEDS) {
        String s = Long.toString(seed);
        Path file = dir.resolve(name + seed + ".level");
        assertEquals(0, CliRun.run("deal", "--game", name, "--seed", s, "--out", file.toString()).code());
        JsonNode played = Json.mapper().readTree(CliRun.run("play", "--game", name, "--seed", s, "--json").out());
        List<String> line = new ArrayList<>();
        played.get("line").forEach(m -> line.add(m.asText()));
        for (int k : new int[] {0, 1, 4}) {
          String moves = String.join(" ", line.subList(0, Math.min(k, line.size())));
          for (String agent : List.of("random", "greedy", "sgs", "exact")) {
            if (!org.levellab.game.Agents.names(name).contains(agent)
                || agent.equals("exact") && (k > 0 || seed != searchedSeed(i))) {
              continue; // the exact hint once per game, from its start: a clairvoyant solve is the slow one
            }
            String spec = agent.equals("exact") ? exactSpec(name) : agent;
            exactHints += agent.equals("exact") ? 1 : 0;
            String where = name + " seed " + seed + " after '" + moves + "', " + spec;
            CliRun.Result a = CliRun.run("hint", "--game", name, "--seed", s, "--moves", moves, "--agent", spec,
                "--json");
            CliRun.Result b = CliRun.run("hint", "--game", name, "--level", file.toString(), "--seed", s, "--moves",
                moves, "--agent", spec, "--json");
            assertEquals(a.code(), b.code(), where + ": " + a.err() + b.err());
            if (k == 0) {
              assertEquals(0, a.code(), where + ": " + a.err()); // a start always has a move to hint
            }
            if (a.code() != 0) {
              assertEquals(a.err(), b.err(), where);
              continue;
            }
            JsonNode x = Json.mapper().readTree(a.out());
            JsonNode y = Json.mapper().readTree(b.out());
            assertTrue(x.get("level").isNull(), where);
            assertEquals(file.toString(), y.get("level").asText(), where);
            ((ObjectNode) x).remove("level");
            ((ObjectNode) y).remove("level");
            assertEquals(x, y, where);
            hints++;
          }
        }
      }
    }
    assertTrue(hints > 0, "no hint compared");
    assertTrue(exactHints > 0, "no exact hint compared");
  }

  @Test
  void hintNeedsALevelOrASeed() {
    CliRun.Result neither = CliRun.run("hint", "--game", "pair", "--agent", "greedy");
    assertEquals(2, neither.code());
    assertEquals("levellab: error: give --level FILE or --seed N (the seeded start of the game)",
        neither.err().strip());
    CliRun.Result skiddy = CliRun.run("hint", "--game", "skiddy", "--seed", "3", "--agent", "greedy");
    assertEquals(2, skiddy.code());
    assertTrue(skiddy.err().startsWith("levellab: error: --game skiddy: ") && skiddy.err().contains("--level"),
        skiddy.err());
  }

  private List<Path> listing() {
    try (var files = Files.list(dir)) {
      return files.toList();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
