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
  /** The score of a game whose stack went from {@code game.stack()} to {@code end}. */
  double score(PairGame game, PairState end);

  /**
   * Our assumption of the article's idea (the app's real numbers are unknown): each cleared card is
   * worth its rank (ace 1 to king 13); the sum is multiplied by {@code 1 + cleared / 10} (integer
   * division, so one step per ten cards cleared); a beaten stack whose two last cards match doubles
   * it (the article's "additional multiplier thingie").
   */
  static PairScore article() {
    return (game, end) -> {
      if (!end.game().equals(game)) {
        throw new IllegalArgumentException("score: the end state belongs to another stack");
      }
      List<Card> left = end.cards();
      int points = 0;
      int cleared = 0;
      for (Card c : game.stack()) {
        if (!left.contains(c)) {
          points += c.rank().value();
          cleared++;
        }
      }
      double s = points * (1 + cleared / 10);
      if (end.isBeaten() && PairGame.matches(left.get(0), left.get(1))) {
        s *= 2;
      }
      return s;
    };
  }
}
