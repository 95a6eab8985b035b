package org.levellab.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Seeds handed out by purpose, so that what chooses and what confirms never share randomness: an
 * experiment explores on {@link Purpose#EXPLORATION} seeds (a student's weight tries), tunes on
 * {@link Purpose#CALIBRATION} seeds (grids, searches) and states its verdicts on {@link
 * Purpose#CONFIRMATION} seeds, which nothing has seen before. Each purpose is a separate stream
 * derived from the base seed and the purpose's name; within it, each use is derived from its label,
 * so the same base and label always give the same seed. {@link #ledger()} lists every seed handed
 * out with its purpose, for the record.
 *
 * <pre>{@code
 * Seeds seeds = Seeds.of(2026);
 * long grid = seeds.calibration("L-BFS grid");       // chooses the weights
 * long verdict = seeds.confirmation("L-BFS vs HGS");  // fresh games for the verdict
 * }</pre>
 */
public final class Seeds {
  /** Why a seed is used. */
  public enum Purpose {
    /** Free tries: what a reader changes and looks at; never quoted as a result. */
    EXPLORATION,
    /** What chooses: grids, tuning, a pick of the best. */
    CALIBRATION,
    /** What confirms: the runs behind a verdict, fixed before the run and used to choose nothing. */
    CONFIRMATION
  }

  /** A seed handed out: its purpose, its label and its value. */
  public record Use(Purpose purpose, String label, long seed) {}

  private final long base;
  private final List<Use> ledger = new ArrayList<>();

  private Seeds(long base) {
    this.base = base;
  }

  /** The seeds of an experiment with this base seed. */
  public static Seeds of(long base) {
    return new Seeds(base);
  }

  /** The base seed. */
  public long base() {
    return base;
  }

  /** A seed for exploring (a reader's tries). */
  public long exploration(String label) {
    return seed(Purpose.EXPLORATION, label);
  }

  /** A seed for choosing (grids, tuning). */
  public long calibration(String label) {
    return seed(Purpose.CALIBRATION, label);
  }

  /** A seed for a verdict (fresh runs nothing has chosen on). */
  public long confirmation(String label) {
    return seed(Purpose.CONFIRMATION, label);
  }

  /**
   * The seed for {@code label} within {@code purpose}: the same for the same base, purpose and
   * label, and unrelated across purposes (a label reused under another purpose gives another seed).
   */
  public synchronized long seed(Purpose purpose, String label) {
    Objects.requireNonNull(purpose, "purpose");
    Objects.requireNonNull(label, "label");
    long s = RandomStreams.derive(RandomStreams.derive(base, purpose.name().toLowerCase(Locale.ROOT)), label);
    Use use = new Use(purpose, label, s);
    if (!ledger.contains(use)) {
      ledger.add(use);
    }
    return s;
  }

  /** Every seed handed out so far, in order: purpose, label, seed. */
  public synchronized Table ledger() {
    Table t = Table.create("seeds by purpose (base " + base + ")", StringColumn.create("purpose"),
        StringColumn.create("label"), LongColumn.create("seed"));
    for (Use u : ledger) {
      t.stringColumn("purpose").append(u.purpose().name().toLowerCase(Locale.ROOT));
      t.stringColumn("label").append(u.label());
      t.longColumn("seed").append(u.seed());
    }
    return t;
  }
}
