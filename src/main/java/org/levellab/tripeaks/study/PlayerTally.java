package org.levellab.tripeaks.study;

import java.util.LinkedHashMap;
import java.util.Map;
import org.levellab.core.Estimate;
import org.levellab.core.IntegerCounts;
import org.levellab.core.RunningMean;
import org.levellab.core.Stats;
import org.levellab.tripeaks.design.LevelConfig;
import org.levellab.tripeaks.design.LevelTheory;
import org.levellab.tripeaks.study.TriPeaksExperiment.PlayerResult;

/**
 * The summaries of a {@link TriPeaksExperiment} kept as the players come, without their rows: counts
 * for the shares, a {@link RunningMean} per averaged column and the exact counts of stock used (the
 * theory's range is known only once the mean open cards is). Its {@link #estimates} are those of
 * {@link ExperimentResult#estimates()} on the same players: equal while every mean keeps its values
 * ({@link RunningMean#EXACT_LIMIT} players), normal intervals beyond.
 */
final class PlayerTally {
  private long players;
  private long won;
  private long gaveUp;
  private final RunningMean stockDrawn = new RunningMean();
  private final RunningMean stockUsed = new RunningMean();
  private final RunningMean longestChain = new RunningMean();
  private final RunningMean consecutiveMatches = new RunningMean();
  private final RunningMean holdUses = new RunningMean();
  private final RunningMean wallsBroken = new RunningMean();
  private final RunningMean fallbacks = new RunningMean();
  private final RunningMean consecutiveness = new RunningMean();
  private final RunningMean consecutivenessHold = new RunningMean();
  private final RunningMean openCards = new RunningMean();
  private final IntegerCounts stockUsedCounts = new IntegerCounts();

  void add(PlayerResult p) {
    players++;
    won += p.won() ? 1 : 0;
    gaveUp += p.gaveUp() ? 1 : 0;
    stockDrawn.add(p.stockDrawn());
    stockUsed.add(p.stockUsed());
    longestChain.add(p.longestChain());
    consecutiveMatches.add(p.consecutiveMatches());
    holdUses.add(p.holdUses());
    wallsBroken.add(p.wallsBroken());
    fallbacks.add(p.fallbacks());
    consecutiveness.add(p.consecutiveness());
    consecutivenessHold.add(p.consecutivenessHold());
    openCards.add(p.openCards());
    stockUsedCounts.add(p.stockUsed());
  }

  /** Adds the players of {@code later}, who come after this tally's. */
  void addAll(PlayerTally later) {
    players += later.players;
    won += later.won;
    gaveUp += later.gaveUp;
    stockDrawn.addAll(later.stockDrawn);
    stockUsed.addAll(later.stockUsed);
    longestChain.addAll(later.longestChain);
    consecutiveMatches.addAll(later.consecutiveMatches);
    holdUses.addAll(later.holdUses);
    wallsBroken.addAll(later.wallsBroken);
    fallbacks.addAll(later.fallbacks);
    consecutiveness.addAll(later.consecutiveness);
    consecutivenessHold.addAll(later.consecutivenessHold);
    openCards.addAll(later.openCards);
    stockUsedCounts.addAll(later.stockUsedCounts);
  }

  long players() {
    return players;
  }

  LevelTheory.Report theory(LevelConfig config) {
    return config.theory(openCards.estimate(ExperimentResult.CONFIDENCE).value());
  }

  /** The metrics of {@link ExperimentResult#estimates()}, in its order. */
  Map<String, Estimate> estimates(LevelConfig config) {
    double c = ExperimentResult.CONFIDENCE;
    Map<String, Estimate> m = new LinkedHashMap<>();
    m.put("win_rate", Stats.proportion(won, players, c));
    m.put("gave_up_rate", Stats.proportion(gaveUp, players, c));
    m.put("stock_drawn", stockDrawn.estimate(c));
    m.put("stock_used", stockUsed.estimate(c));
    m.put("longest_chain", longestChain.estimate(c));
    m.put("consecutive_matches", consecutiveMatches.estimate(c));
    m.put("hold_uses", holdUses.estimate(c));
    m.put("walls_broken", wallsBroken.estimate(c));
    m.put("fallbacks", fallbacks.estimate(c));
    m.put("consecutiveness", consecutiveness.estimate(c));
    m.put("consecutiveness_hold", consecutivenessHold.estimate(c));
    m.put("open_cards", openCards.estimate(c));
    LevelTheory.Report th = theory(config);
    m.put("share_stock_in_theory_range",
        Stats.proportion(stockUsedCounts.countBetween(th.minStockpile(), th.maxStockpile()), players, c));
    m.put("share_stock_below_theory_min", Stats.proportion(
        stockUsedCounts.countBetween(Double.NEGATIVE_INFINITY, Math.nextDown(th.minStockpile())), players, c));
    return m;
  }
}
