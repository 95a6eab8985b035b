package org.levellab.tripeaks;

import java.nio.file.Path;

/** Data the TriPeaks tests of every subpackage share. */
public final class Fixtures {
  private Fixtures() {}

  /** The datasets folder of TriPeaks. */
  public static final Path DATASETS = Path.of("datasets", "tripeaks");

  /** A 10-slot pyramid (bottom row of 4), small enough for exhaustive search. */
  public static final Layout PYRAMID = Layout.load(DATASETS.resolve("pyramid10.layout"));

  /** The solver blog's deal. */
  public static Deal blogDeal() {
    return Deal.load(DATASETS.resolve("blog-deal.deal"));
  }
}
