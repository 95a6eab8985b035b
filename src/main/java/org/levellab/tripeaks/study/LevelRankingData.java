package org.levellab.tripeaks.study;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.levellab.core.AtomicFile;
import org.levellab.core.TextFiles;

/**
 * A {@link LevelRanking.Played} committed as data: the ranking of designed levels takes minutes (the
 * clairvoyant agent solves every deal of every level), so notebook 06 reads it from {@code
 * datasets/tripeaks/level-ranking.csv} and replays a part live. One row per level and agent: {@code
 * design, agent, games, seed, wins}, where {@code wins} is one character per game, {@code 1} won and
 * {@code 0} lost, game 0 first; the file's first line is a comment with the command that wrote it.
 * The designs themselves are not stored: {@link LevelRanking#designs} remakes them from the count and
 * the seed, and {@link #read} checks the file against them.
 */
public final class LevelRankingData {
  private LevelRankingData() {}

  /** The CSV text of a ranking, headed by the command that made it. */
  public static String csv(LevelRanking.Played p, String command) {
    StringBuilder sb = new StringBuilder("# ").append(command).append('\n');
    sb.append("design,agent,games,seed,wins\n");
    for (int d = 0; d < p.designs().size(); d++) {
      for (int a = 0; a < p.agents().size(); a++) {
        sb.append(d).append(',').append(p.agents().get(a)).append(',').append(p.games()).append(',')
            .append(p.seed()).append(',');
        for (int g = 0; g < p.games(); g++) {
          sb.append(p.wins()[d][a][g] ? '1' : '0');
        }
        sb.append('\n');
      }
    }
    return sb.toString();
  }

  /**
   * Reads a committed ranking of {@code designs}: every level and agent once, in order, games and seed
   * alike on every row; an error names the file and the line.
   */
  public static LevelRanking.Played read(Path file, List<LevelRanking.Design> designs) {
    List<String> lines = TextFiles.read(file, "level ranking").lines().toList();
    String where = file.toString();
    if (lines.size() < 2 || !lines.get(1).equals("design,agent,games,seed,wins")) {
      throw new IllegalArgumentException(where + " line 2: expected the header design,agent,games,seed,wins");
    }
    List<String> agents = new ArrayList<>();
    int games = -1;
    long seed = 0;
    List<String[]> rows = new ArrayList<>();
    for (int i = 2; i < lines.size(); i++) {
      if (lines.get(i).isBlank()) {
        continue;
      }
      String[] f = lines.get(i).split(",", -1);
      if (f.length != 5) {
        throw new IllegalArgumentException(where + " line " + (i + 1) + ": expected 5 fields, got " + f.length);
      }
      int g = Integer.parseInt(f[2]);
      long s = Long.parseLong(f[3]);
      if (games < 0) {
        games = g;
        seed = s;
      } else if (g != games || s != seed) {
        throw new IllegalArgumentException(where + " line " + (i + 1) + ": games and seed differ from the first row's");
      }
      if (f[4].length() != g || !f[4].matches("[01]*")) {
        throw new IllegalArgumentException(where + " line " + (i + 1) + ": wins must be " + g + " characters 0 or 1");
      }
      if (Integer.parseInt(f[0]) == 0) {
        agents.add(f[1]);
      }
      rows.add(f);
    }
    if (rows.size() != designs.size() * agents.size()) {
      throw new IllegalArgumentException(where + ": " + rows.size() + " rows for " + designs.size() + " levels and "
          + agents.size() + " agents");
    }
    boolean[][][] wins = new boolean[designs.size()][agents.size()][games];
    int k = 0;
    for (int d = 0; d < designs.size(); d++) {
      for (int a = 0; a < agents.size(); a++) {
        String[] f = rows.get(k++);
        if (Integer.parseInt(f[0]) != d || !f[1].equals(agents.get(a))) {
          throw new IllegalArgumentException(where + " line " + (k + 2) + ": expected level " + d + ", agent "
              + agents.get(a));
        }
        for (int g = 0; g < games; g++) {
          wins[d][a][g] = f[4].charAt(g) == '1';
        }
      }
    }
    return new LevelRanking.Played(designs, List.copyOf(agents), games, seed, wins);
  }

  /**
   * Writes the committed ranking: {@code LevelRankingData LEVELS GAMES SEED THREADS FILE AGENT...},
   * for example {@code java -cp target/levellab.jar org.levellab.tripeaks.study.LevelRankingData 50 32
   * 2026 2 datasets/tripeaks/level-ranking.csv player greedy ismcts:iterations=200 pimc:k=8 exact}.
   */
  public static void main(String[] args) {
    if (args.length < 6) {
      System.err.println("usage: LevelRankingData LEVELS GAMES SEED THREADS FILE AGENT...");
      System.exit(2);
    }
    int levels = Integer.parseInt(args[0]);
    int games = Integer.parseInt(args[1]);
    long seed = Long.parseLong(args[2]);
    int threads = Integer.parseInt(args[3]);
    Path file = Path.of(args[4]);
    List<String> agents = List.of(args).subList(5, args.length);
    String command = "java -cp target/levellab.jar " + LevelRankingData.class.getName() + " " + String.join(" ", args);
    LevelRanking.Played p = LevelRanking.play(LevelRanking.designs(levels, seed), agents, games, seed, threads, null);
    AtomicFile.writeString(file, csv(p, command), true);
    System.out.printf(Locale.ROOT, "%d levels x %d agents x %d games written to %s%n", levels, agents.size(), games,
        file);
  }
}
