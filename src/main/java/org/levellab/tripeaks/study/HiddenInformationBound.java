package org.levellab.tripeaks.study;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.levellab.core.Estimate;
import org.levellab.playtest.Playtest;
import org.levellab.playtest.Report;
import org.levellab.tripeaks.Level;

/**
 * What a player who cannot see the hidden cards wins, as a lower bound: one agent, named before the
 * run, plays the same seeded random deals as the skill ladder of notebook 06 (deal i is the deal
 * {@code tripeaks winnability} makes as its i-th), on Microsoft TriPeaks with and without the K–A
 * wrap and on Golf; its win rate's Wilson interval gives the bound (its lower end). The committed
 * run is {@code datasets/tripeaks/hidden-information-bound.csv}, written by {@link #main}.
 */
public final class HiddenInformationBound {
  private HiddenInformationBound() {}

  /** The agent named before the run: the rung built to play well without seeing (sampled completions, solved). */
  public static final String DECLARED = "pimc";

  /** One layout's run: the agent's wins out of the deals, and the Wilson interval of its share. */
  public record Row(String layout, boolean wrap, String agent, int deals, long seed, long won, double share,
      double shareLo, double shareHi, String command) {}

  /** The three layouts of the ladder, by name. */
  public static Map<String, Level> layouts() {
    Map<String, Level> m = new LinkedHashMap<>();
    m.put("microsoft", Level.microsoft());
    m.put("microsoft-nowrap", Level.microsoft().toBuilder().wrap(false).build());
    m.put("golf", Level.golf());
    return m;
  }

  /** The declared agent on {@code deals} seeded deals of {@code level}. */
  public static Row run(String name, Level level, String agent, int deals, long seed, int threads, String command) {
    Report r = Playtest.of(level).agents(List.of(agent)).games(deals).seed(seed).threads(threads).run();
    Report.AgentResult a = r.agents().get(0);
    Estimate e = a.winRate();
    return new Row(name, level.wrap(), agent, deals, seed, a.wins(), e.value(), e.lower(), e.upper(), command);
  }

  /** The rows as CSV, with a header. */
  public static String csv(List<Row> rows) {
    StringBuilder sb = new StringBuilder("layout,wrap,agent,deals,seed,won,share,share_lo,share_hi,command\n");
    for (Row r : rows) {
      sb.append(String.format(Locale.ROOT, "%s,%s,%s,%d,%d,%d,%.6f,%.6f,%.6f,\"%s\"%n", r.layout(), r.wrap(),
          r.agent(), r.deals(), r.seed(), r.won(), r.share(), r.shareLo(), r.shareHi(), r.command()));
    }
    return sb.toString();
  }

  /**
   * Writes the committed run: {@code HiddenInformationBound DEALS SEED THREADS FILE [LAYOUT]}, for
   * example {@code java -cp target/levellab.jar org.levellab.tripeaks.study.HiddenInformationBound 10000
   * 2026 2 datasets/tripeaks/hidden-information-bound.csv}. With a LAYOUT only that layout's row is run
   * again and replaced; the other rows of the file stay as they are.
   */
  public static void main(String[] args) {
    if (args.length != 4 && args.length != 5) {
      System.err.println("usage: HiddenInformationBound DEALS SEED THREADS FILE [LAYOUT]");
      System.exit(2);
    }
    int deals = Integer.parseInt(args[0]);
    long seed = Long.parseLong(args[1]);
    int threads = Integer.parseInt(args[2]);
    Path file = Path.of(args[3]);
    String only = args.length == 5 ? args[4] : null;
    if (only != null && !layouts().containsKey(only)) {
      System.err.println("HiddenInformationBound: unknown layout '" + only + "' (" + layouts().keySet() + ")");
      System.exit(2);
    }
    String command = "java -cp target/levellab.jar " + HiddenInformationBound.class.getName() + " " + String.join(" ",
        args);
    Map<String, String> kept = new LinkedHashMap<>();
    if (only != null && Files.isRegularFile(file)) {
      try {
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8).subList(1, Files.readAllLines(file).size())) {
          kept.put(line.substring(0, line.indexOf(',')), line);
        }
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
      }
    }
    List<Row> rows = new ArrayList<>();
    StringBuilder out = new StringBuilder("layout,wrap,agent,deals,seed,won,share,share_lo,share_hi,command\n");
    for (var e : layouts().entrySet()) {
      if (only != null && !only.equals(e.getKey()) && kept.containsKey(e.getKey())) {
        out.append(kept.get(e.getKey())).append('\n');
        continue;
      }
      Row row = run(e.getKey(), e.getValue(), DECLARED, deals, seed, threads, command);
      rows.add(row);
      out.append(csv(List.of(row)).lines().skip(1).findFirst().orElseThrow()).append('\n');
      System.err.println(row);
    }
    try {
      Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
      Files.writeString(tmp, out.toString(), StandardCharsets.UTF_8);
      Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
    }
    System.out.print(out);
  }
}
