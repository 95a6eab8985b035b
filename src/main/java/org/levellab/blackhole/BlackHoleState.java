package org.levellab.blackhole;

import java.util.List;
import org.levellab.cards.Card;
import org.levellab.game.ChanceOutcome;
import org.levellab.game.IllegalActionException;
import org.levellab.game.Observation;
import org.levellab.game.State;
import org.levellab.game.StateKey;

/**
 * A Black Hole game being played: the fans and the foundation. An action is a fan number 0..16
 * (its top card goes onto the foundation), written as the card it moves ({@code 7♣}); legal actions
 * come in fan order. The score is the number of cards on the foundation (1 to 52).
 */
public final class BlackHoleState implements State {
  private final int[][] fans;  // card indices, bottom first
  private final int[] height;
  private int top;             // the foundation's top card (index)
  private int onFoundation;

  BlackHoleState(int[][] fans) {
    this.fans = fans;
    this.height = new int[BlackHole.FANS];
    java.util.Arrays.fill(height, BlackHole.FAN_SIZE);
    this.top = BlackHole.FIRST.index();
    this.onFoundation = 1;
  }

  private BlackHoleState(BlackHoleState o) {
    this.fans = o.fans; // never changed after the deal
    this.height = o.height.clone();
    this.top = o.top;
    this.onFoundation = o.onFoundation;
  }

  int[][] fans() {
    return fans;
  }

  @Override
  public BlackHole game() {
    return BlackHole.game();
  }

  private static int rank(int card) {
    return card % 13 + 1;
  }

  private boolean canMove(int fan) {
    return height[fan] > 0 && BlackHole.playable(rank(top), rank(fans[fan][height[fan] - 1]));
  }

  @Override
  public boolean isTerminal() {
    if (isWon()) {
      return true;
    }
    for (int f = 0; f < BlackHole.FANS; f++) {
      if (canMove(f)) {
        return false;
      }
    }
    return true;
  }

  /**
   * A card that can never be played: every remaining card of a neighbouring rank lies below it in
   * its own fan (so it goes after it), and it cannot go on the foundation's top card next. Each card
   * must follow its own predecessor on the foundation, which is the current top card (when it is the
   * next card played, so on top of a fan) or a remaining card of a neighbouring rank not below it.
   */
  @Override
  public boolean isDeadEnd() {
    int[] ranksLeft = new int[14];
    for (int f = 0; f < BlackHole.FANS; f++) {
      for (int k = 0; k < height[f]; k++) {
        ranksLeft[rank(fans[f][k])]++;
      }
    }
    int topRank = rank(top);
    for (int f = 0; f < BlackHole.FANS; f++) {
      int[] below = new int[14];
      for (int k = 0; k < height[f]; k++) {
        int r = rank(fans[f][k]);
        boolean nextToTop = k == height[f] - 1 && BlackHole.playable(topRank, r);
        if (!nextToTop) {
          int lo = r == 1 ? 13 : r - 1;
          int hi = r == 13 ? 1 : r + 1;
          if (ranksLeft[lo] - below[lo] == 0 && ranksLeft[hi] - below[hi] == 0) {
            return true;
          }
        }
        below[r]++;
      }
    }
    return false;
  }

  @Override
  public boolean isChanceNode() {
    return false;
  }

  @Override
  public boolean isWon() {
    return onFoundation == 52;
  }

  /** Cards on the foundation. */
  @Override
  public double score() {
    return onFoundation;
  }

  @Override
  public int legalActions(int[] buffer) {
    int k = 0;
    for (int f = 0; f < BlackHole.FANS; f++) {
      if (canMove(f)) {
        buffer[k++] = f;
      }
    }
    return k;
  }

  @Override
  public String whyIllegal(int action) {
    if (action < 0 || action >= BlackHole.FANS) {
      return "there is no fan " + action + " (fans are 0 to " + (BlackHole.FANS - 1) + ")";
    }
    if (height[action] == 0) {
      return "fan " + action + " is empty";
    }
    if (!canMove(action)) {
      return Card.ofIndex(fans[action][height[action] - 1]) + " is not one rank above or below the foundation's "
          + Card.ofIndex(top);
    }
    return null;
  }

  @Override
  public void apply(int action) {
    String why = whyIllegal(action);
    if (why != null) {
      throw new IllegalActionException(action >= 0 && action < BlackHole.FANS && height[action] > 0
          ? actionToString(action) : "fan " + action, why);
    }
    top = fans[action][--height[action]];
    onFoundation++;
  }

  @Override
  public List<ChanceOutcome> chanceOutcomes() {
    return List.of();
  }

  /** The card the action moves (the top card of the fan), or {@code fan<i>} for an empty fan. */
  @Override
  public String actionToString(int action) {
    if (action >= 0 && action < BlackHole.FANS && height[action] > 0) {
      return Card.ofIndex(fans[action][height[action] - 1]).toString();
    }
    return "fan" + action;
  }

  /** A card on top of a fan ({@code 7♣}, {@code 7C}). */
  @Override
  public int parseAction(String notation) {
    Card c = Card.parse(notation);
    for (int f = 0; f < BlackHole.FANS; f++) {
      for (int k = 0; k < height[f]; k++) {
        if (fans[f][k] == c.index()) {
          if (k == height[f] - 1) {
            return f;
          }
          throw new IllegalArgumentException(c + " is not on top of its fan (fan " + f + " has "
              + Card.ofIndex(fans[f][height[f] - 1]) + " on top)");
        }
      }
    }
    throw new IllegalArgumentException(c + " is not in a fan (it is already on the foundation)");
  }

  @Override
  public Observation observation() {
    return Observation.of(toString());
  }

  @Override
  public BlackHoleState copy() {
    return new BlackHoleState(this);
  }

  /**
   * The fan heights (2 bits each) and the rank of the foundation's top card: the cards left follow
   * from the heights, and what can be played next depends on the top card's rank alone (suits are
   * ignored), so two states that differ only in the top card's suit have the same futures.
   */
  @Override
  public StateKey key() {
    long k = 0;
    for (int f = 0; f < BlackHole.FANS; f++) {
      k |= (long) height[f] << (2 * f);
    }
    return StateKey.of(k | (long) rank(top) << 34);
  }

  @Override
  public String levelText() {
    StringBuilder sb = new StringBuilder();
    for (int[] fan : fans) {
      for (int k = 0; k < fan.length; k++) {
        sb.append(k == 0 ? "" : " ").append(Card.ofIndex(fan[k]));
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  /** Cards still in fan {@code f}, bottom first. */
  public List<Card> fan(int f) {
    return java.util.Arrays.stream(fans[f], 0, height[f]).mapToObj(Card::ofIndex).toList();
  }

  /** The foundation's top card. */
  public Card foundationTop() {
    return Card.ofIndex(top);
  }

  /** {@code foundation 7♣ (12 cards) | 2♠ K♦ 7♣ | ... | - |}: the foundation, then each fan bottom first. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("foundation ").append(Card.ofIndex(top)).append(" (")
        .append(onFoundation).append(onFoundation == 1 ? " card)" : " cards)");
    for (int f = 0; f < BlackHole.FANS; f++) {
      sb.append(" |");
      if (height[f] == 0) {
        sb.append(" -");
      }
      for (int k = 0; k < height[f]; k++) {
        sb.append(' ').append(Card.ofIndex(fans[f][k]));
      }
    }
    return sb.toString();
  }
}
