package org.levellab.pair;

import java.util.List;
import org.levellab.cards.Card;

/**
 * A score for a finished (or abandoned) game, pluggable because the article only sketches the app's
 * scoring: "based on which cards you cleared, with higher ranks being worth more points, and a
 * multiplier which is based on how many total cards you cleared", plus a guessed bonus when the
 * final two cards match.
 */
@FunctionalInterface
public interface PairScore {
  /** The score of a game whose stack went from {@code deal.stack()} to {@code end}. */
  double score(PairDeal deal, PairState end);

  /**
   * Our assumption of the article's idea (the app's real numbers are unknown): each cleared card is
   * worth its rank (ace 1 to king 13); the sum is multiplied by {@code 1 + cleared / 10} (integer
   * division, so one step per ten cards cleared); a beaten stack whose two last cards match doubles
   * it (the article's "additional multiplier thingie").
   */
  static PairScore article() {
    return (deal, end) -> {
      if (!end.deal().equals(deal)) {
        throw new IllegalArgumentException("score: the end state belongs to another stack");
      }
      int points = 0;
      int cleared = 0;
      for (long gone = deal.fullMask() & ~end.remainingMask(); gone != 0; gone &= gone - 1) {
        points += deal.card(Long.numberOfTrailingZeros(gone)).rank().value();
        cleared++;
      }
      double s = points * (1 + cleared / 10);
      List<Card> left = end.cards();
      if (end.isBeaten() && PairDeal.matches(left.get(0), left.get(1))) {
        s *= 2;
      }
      return s;
    };
  }
}
