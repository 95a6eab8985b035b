package org.levellab.blackhole;

import java.util.ArrayList;
import java.util.List;
import org.levellab.cards.Card;
import org.levellab.game.ChanceFreeState;
import org.levellab.game.IllegalActionException;
import org.levellab.game.StateKey;

/**
 * A Black Hole game being played: the fans and the foundation. An action is a fan number 0..16 (its
 * top card goes onto the foundation), written as the card it moves ({@code 7♣}); see {@link
 * #legalActions} for their order. The score is the number of cards on the foundation (1 to 52).
 *
 * <p>A position packs into a few words (fan heights 2 bits each, cards left per rank 3 bits each), so
 * a copy shares only the immutable {@link Deal}.
 */
public final class BlackHoleState implements ChanceFreeState {
  private final Deal deal;
  private long heights; // 2 bits per fan
  private long counts;  // cards of each rank (0 = ace .. 12 = king) still in the fans, 3 bits per rank
  private int top;      // the foundation's top card (index 0..51)
  private int onFoundation;

  BlackHoleState(int[][] fans) {
    this.deal = new Deal(fans);
    for (int f = 0; f < Deal.FANS; f++) {
      heights |= (long) Deal.SIZE << (2 * f);
      for (int k = 0; k < Deal.SIZE; k++) {
        counts += 1L << (3 * deal.rank(f, k));
      }
    }
    this.top = BlackHole.FIRST.index();
    this.onFoundation = 1;
  }

  private BlackHoleState(BlackHoleState o) {
    this.deal = o.deal;
    this.heights = o.heights;
    this.counts = o.counts;
    this.top = o.top;
    this.onFoundation = o.onFoundation;
  }

  @Override
  public BlackHole game() {
    return BlackHole.game();
  }

  private int height(int fan) {
    return (int) (heights >>> (2 * fan) & 3);
  }

  private static int rank(int card) {
    return card % 13 + 1;
  }

  private boolean canMove(int fan) {
    int h = height(fan);
    return h > 0 && BlackHole.playable(rank(top), deal.rank(fan, h - 1) + 1);
  }

  @Override
  public boolean isTerminal() {
    if (isWon()) {
      return true;
    }
    for (int f = 0; f < Deal.FANS; f++) {
      if (canMove(f)) {
        return false;
      }
    }
    return true;
  }

  /**
   * True when the cards left provably cannot all be played: a card that can never be reached, a rank
   * count that no walk up and down the ranks can use up, or an order the fans forbid. The proofs are in
   * {@link DeadEnds}; they are cheap (no allocation, a few hundred operations) and never cut a
   * position from which a win is reachable.
   */
  @Override
  public boolean isDeadEnd() {
    return DeadEnds.proven(deal, heights, counts, top % 13, 52 - onFoundation);
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

  /**
   * Legal moves from the tallest fans first (3 cards, then 2, then 1), in fan order within a height:
   * the order in which the solver tries them. Digging into tall fans first finds wins sooner, since
   * their lower cards are the ones most likely to be stranded.
   */
  @Override
  public int legalActions(int[] buffer) {
    int k = 0;
    for (int h = Deal.SIZE; h >= 1; h--) {
      for (int f = 0; f < Deal.FANS; f++) {
        if (height(f) == h && canMove(f)) {
          buffer[k++] = f;
        }
      }
    }
    return k;
  }

  @Override
  public String whyIllegal(int action) {
    if (action < 0 || action >= Deal.FANS) {
      return "there is no fan " + action + " (fans are 0 to " + (Deal.FANS - 1) + ")";
    }
    int h = height(action);
    if (h == 0) {
      return "fan " + action + " is empty";
    }
    if (!canMove(action)) {
      return Card.ofIndex(deal.card(action, h - 1)) + " is not one rank above or below the foundation's "
          + Card.ofIndex(top);
    }
    return null;
  }

  @Override
  public void apply(int action) {
    String why = whyIllegal(action);
    if (why != null) {
      throw new IllegalActionException(action >= 0 && action < Deal.FANS && height(action) > 0
          ? actionToString(action) : "fan " + action, why);
    }
    top = deal.card(action, height(action) - 1);
    heights -= 1L << (2 * action);
    counts -= 1L << (3 * (top % 13));
    onFoundation++;
  }

  /** The card the action moves (the top card of the fan), or {@code fan<i>} for an empty fan. */
  @Override
  public String actionToString(int action) {
    if (action >= 0 && action < Deal.FANS && height(action) > 0) {
      return Card.ofIndex(deal.card(action, height(action) - 1)).toString();
    }
    return "fan" + action;
  }

  /** A card on top of a fan ({@code 7♣}, {@code 7C}). */
  @Override
  public int parseAction(String notation) {
    Card c = Card.parse(notation);
    for (int f = 0; f < Deal.FANS; f++) {
      int h = height(f);
      for (int k = 0; k < h; k++) {
        if (deal.card(f, k) == c.index()) {
          if (k == h - 1) {
            return f;
          }
          throw new IllegalArgumentException(c + " is not on top of its fan (fan " + f + " has "
              + Card.ofIndex(deal.card(f, h - 1)) + " on top)");
        }
      }
    }
    throw new IllegalArgumentException(c + " is not in a fan (it is already on the foundation)");
  }

  @Override
  public BlackHoleState copy() {
    return new BlackHoleState(this);
  }

  /**
   * The fan heights and the rank of the foundation's top card, merged over what cannot change the
   * future, since suits never matter: the top card's suit, and which fan is which among fans whose
   * remaining cards have the same ranks in the same order ({@link Deal#canonicalHeights}). Two
   * positions of a deal have equal keys exactly when their top cards have the same rank and their
   * fans, read as ranks, are the same up to order; a win from one is a win from the other, card for
   * card of the same rank.
   */
  @Override
  public StateKey key() {
    return StateKey.of(deal.canonicalHeights(heights) | (long) rank(top) << (2 * Deal.FANS));
  }

  @Override
  public String levelText() {
    return BlackHole.DEALS.format(deal.fans());
  }

  /** Cards still in fan {@code f}, bottom first. */
  public List<Card> fan(int f) {
    List<Card> out = new ArrayList<>();
    for (int k = 0; k < height(f); k++) {
      out.add(Card.ofIndex(deal.card(f, k)));
    }
    return out;
  }

  /** The foundation's top card. */
  public Card foundationTop() {
    return Card.ofIndex(top);
  }

  /** {@code foundation 7♣ (12 cards) | 2♠ K♦ 7♣ | ... | - }: the foundation, then each fan bottom first. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("foundation ").append(Card.ofIndex(top)).append(" (")
        .append(onFoundation).append(onFoundation == 1 ? " card)" : " cards)");
    for (int f = 0; f < Deal.FANS; f++) {
      sb.append(" |");
      int h = height(f);
      if (h == 0) {
        sb.append(" -");
      }
      for (int k = 0; k < h; k++) {
        sb.append(' ').append(Card.ofIndex(deal.card(f, k)));
      }
    }
    return sb.toString();
  }
}
