package org.levellab.tripeaks.study;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.levellab.core.AtomicFile;
import org.levellab.core.TextFiles;
import org.levellab.playtest.Playtest;
import org.levellab.playtest.Report;
import org.levellab.tripeaks.Level;

/**
 * The skill ladder of notebook 06 committed as data: every rung plays the same seeded deals of each
 * ladder layout (deal i is the deal {@code tripeaks winnability} makes as its i-th), which takes
 * minutes, so the notebook reads {@code datasets/tripeaks/skill-ladder.csv} and replays a part live.
 * One row per game: {@code layout, agent, game, won, moves, score}; the first line is a comment with
 * the command that wrote it. Game i of an agent depends only on the seed, the agent and i (its own
 * stream), so any prefix of the games can be played again and must give the same rows.
 */
public final class SkillLadderData {
  /** The rungs, weakest first. */
  public static final List<String> RUNGS = List.of("random", "player", "greedy", "ismcts", "pimc", "exact");

  private SkillLadderData() {}

  /** One game of one rung on one layout. */
  public record Game(String layout, String agent, int game, boolean won, int moves, double score) {}

  /** The ladder's layouts by name: the committed run's, and the notebook's. */
  public static Map<String, Level> layouts() {
    return HiddenInformationBound.layouts();
  }

  /** Every rung's first {@code deals} games on {@code level}. */
  public static List<Game> play(String layout, Level level, List<String> rungs, int deals, long seed, int threads) {
    Report r = Playtest.of(level).agents(rungs).games(deals).seed(seed).threads(threads).run();
    List<Game> out = new ArrayList<>();
    for (var row : r.gamesTable()) {
      out.add(new Game(layout, row.getString("agent"), row.getInt("game"), row.getBoolean("won"), row.getInt("moves"),
          row.getDouble("score")));
    }
    return out;
  }

  /** The games as CSV, headed by the command that made them. */
  public static String csv(List<Game> games, String command) {
    StringBuilder sb = new StringBuilder("# ").append(command).append("\nlayout,agent,game,won,moves,score\n");
    for (Game g : games) {
      sb.append(String.format(Locale.ROOT, "%s,%s,%d,%s,%d,%s%n", g.layout(), g.agent(), g.game(), g.won(),
          g.moves(), g.score() == Math.rint(g.score()) ? Long.toString((long) g.score()) : Double.toString(g.score())));
    }
    return sb.toString();
  }

  /** Reads a committed ladder; an error names the file and the line. */
  public static List<Game> read(Path file) {
    List<String> lines = TextFiles.read(file, "skill ladder").lines().toList();
    if (lines.size() < 2 || !lines.get(1).equals("layout,agent,game,won,moves,score")) {
      throw new IllegalArgumentException(file + " line 2: expected the header layout,agent,game,won,moves,score");
    }
    List<Game> out = new ArrayList<>();
    for (int i = 2; i < lines.size(); i++) {
      String[] f = lines.get(i).split(",", -1);
      if (f.length != 6) {
        throw new IllegalArgumentException(file + " line " + (i + 1) + ": expected 6 fields, got " + f.length);
      }
      try {
        out.add(new Game(f[0], f[1], Integer.parseInt(f[2]), Boolean.parseBoolean(f[3]), Integer.parseInt(f[4]),
            Double.parseDouble(f[5])));
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(file + " line " + (i + 1) + ": " + e.getMessage(), e);
      }
    }
    return out;
  }

  /**
   * Writes the committed ladder: {@code SkillLadderData DEALS SEED THREADS FILE}, every rung on every
   * layout, for example {@code java -cp target/levellab.jar org.levellab.tripeaks.study.SkillLadderData
   * 1000 2026 2 datasets/tripeaks/skill-ladder.csv}.
   */
  public static void main(String[] args) {
    if (args.length != 4) {
      System.err.println("usage: SkillLadderData DEALS SEED THREADS FILE");
      System.exit(2);
    }
    int deals = Integer.parseInt(args[0]);
    long seed = Long.parseLong(args[1]);
    int threads = Integer.parseInt(args[2]);
    Path file = Path.of(args[3]);
    String command = "java -cp target/levellab.jar " + SkillLadderData.class.getName() + " " + String.join(" ", args);
    List<Game> all = new ArrayList<>();
    Map<String, Level> layouts = new LinkedHashMap<>(layouts());
    for (var e : layouts.entrySet()) {
      all.addAll(play(e.getKey(), e.getValue(), RUNGS, deals, seed, threads));
      System.err.println(e.getKey() + " done");
    }
    AtomicFile.writeString(file, csv(all, command), true);
    System.out.printf(Locale.ROOT, "%d games written to %s%n", all.size(), file);
  }
}
