package org.levellab.cli;

import org.levellab.search.Budget;
import picocli.CommandLine.Option;

/**
 * The search budget options {@code --max-nodes} and {@code --max-millis}, the same in every command
 * that searches (a picocli mixin). Node budgets make verdicts independent of machine speed, so the
 * default has no clock.
 */
public final class BudgetOptions {
  /** Nodes per solve when {@code --max-nodes} is not given. */
  public static final long DEFAULT_NODES = 50_000_000L;

  @Option(names = "--max-nodes", paramLabel = "N",
      description = "Search nodes per solve before the answer is 'unknown' (default: 50,000,000).")
  Long maxNodes;

  @Option(names = "--max-millis", paramLabel = "MS",
      description = "Milliseconds per solve before the answer is 'unknown' (default: no time limit).")
  Long maxMillis;

  /**
   * The budget.
   *
   * @throws IllegalArgumentException naming the option and the value when it is not positive
   */
  public Budget budget() {
    long nodes = maxNodes != null ? maxNodes : DEFAULT_NODES;
    if (nodes <= 0) {
      throw new IllegalArgumentException("--max-nodes must be positive, was " + nodes);
    }
    long millis = maxMillis != null ? maxMillis : Long.MAX_VALUE;
    if (millis <= 0) {
      throw new IllegalArgumentException("--max-millis must be positive, was " + millis);
    }
    return new Budget(nodes, millis);
  }
}
