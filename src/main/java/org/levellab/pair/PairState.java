package org.levellab.pair;

import java.util.ArrayList;
import java.util.List;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;
import org.levellab.game.ChanceOutcome;
import org.levellab.game.IllegalActionException;
import org.levellab.game.Observation;
import org.levellab.game.State;
import org.levellab.game.StateKey;

/**
 * A Pair Solitaire game being played: a deal and the cards still in its stack (in their starting
 * order), the game's state in the common API.
 *
 * <ul>
 *   <li><b>Actions</b>: an action removes one card and its id is the card's position in the starting
 *       stack ({@code 0} is the top card of the deal), so an id names the same card all game long.
 *       Legal actions come top of the stack first. The notation is the card ({@code Q♥}); {@link
 *       #parseAction} also reads {@code QH}.
 *   <li><b>Outcome</b>: the game is over when no card can be removed, and won when two cards are left
 *       ({@link #isBeaten}). The {@link #score} is the number of cards removed.
 *   <li><b>Nothing hidden, no chance</b>: the shuffle is the deal; the observation is the whole state.
 *   <li><b>Key</b>: the mask of remaining starting positions; the set of cards left fixes the stack.
 * </ul>
 *
 * <p>{@link #toString} writes the stack, the legal removals and the article's score ({@link
 * PairScore#article()}), so a trace pins all three at every step. Two states are equal when they
 * have the same deal and the same cards left (the state-graph analyzer keys maps on states): do not
 * change a state while it is a key.
 */
public final class PairState implements State {
  private final PairDeal deal;
  private long mask;

  PairState(PairDeal deal, long mask) {
    this.deal = deal;
    this.mask = mask;
  }

  @Override
  public PairSolitaire game() {
    return PairSolitaire.game();
  }

  /** The deal being played. */
  public PairDeal deal() {
    return deal;
  }

  /** The remaining cards as a bit set over positions of the starting stack (bit i: card i is left). */
  public long remainingMask() {
    return mask;
  }

  /** The remaining cards, top first. */
  public List<Card> cards() {
    return deal.cardsOf(mask);
  }

  public int size() {
    return Long.bitCount(mask);
  }

  /** Two cards left: the stack is beaten. */
  public boolean isBeaten() {
    return size() == PairDeal.BEATEN_SIZE;
  }

  @Override
  public boolean isTerminal() {
    return legalActions(new int[PairDeal.MAX_CARDS]) == 0;
  }

  @Override
  public boolean isChanceNode() {
    return false;
  }

  @Override
  public boolean isWon() {
    return isBeaten();
  }

  /** Cards removed so far. */
  @Override
  public double score() {
    return deal.size() - size();
  }

  /** The starting positions of the removable cards, top first. */
  @Override
  public int legalActions(int[] buffer) {
    return deal.removals(mask, new int[PairDeal.MAX_CARDS], buffer);
  }

  /** The cards that may be removed now, top first. */
  public List<Card> legalRemovals() {
    List<Card> out = new ArrayList<>();
    for (int a : legalActions()) {
      out.add(deal.card(a));
    }
    return out;
  }

  /** Whether this card is in the stack and may be removed now. */
  public boolean canRemove(Card card) {
    int p = deal.positionOf(card);
    return p >= 0 && whyIllegal(p) == null;
  }

  @Override
  public String whyIllegal(int action) {
    if (action < 0 || action >= deal.size()) {
      return "there is no card at position " + action + " (the stack had " + deal.size() + " cards, positions 0 to "
          + (deal.size() - 1) + ")";
    }
    if ((mask & 1L << action) == 0) {
      return deal.card(action) + " was already removed";
    }
    int[] pos = new int[PairDeal.MAX_CARDS];
    int m = PairDeal.positions(mask, pos);
    int k = Long.bitCount(mask & ((1L << action) - 1));
    if (deal.removable(pos, m, k)) {
      return null;
    }
    String left = k >= 2 ? deal.card(pos[k - 2]).toString() : "nothing";
    String right = k + 2 < m ? deal.card(pos[k + 2]).toString() : "nothing";
    return "two places away are " + left + " and " + right + ", neither shares its rank or suit";
  }

  @Override
  public void apply(int action) {
    String why = whyIllegal(action);
    if (why != null) {
      throw new IllegalActionException(actionToString(action), why);
    }
    mask &= ~(1L << action);
  }

  /**
   * Removes {@code card}.
   *
   * @throws IllegalArgumentException when the card is not in the stack, already removed, or has no
   *     partner two places away
   */
  public void remove(Card card) {
    apply(actionOf(card));
  }

  /** The states reachable by one removal, in the order of {@link #legalActions}. */
  public List<PairState> successors() {
    List<PairState> out = new ArrayList<>();
    for (int a : legalActions()) {
      out.add(new PairState(deal, mask & ~(1L << a)));
    }
    return out;
  }

  @Override
  public List<ChanceOutcome> chanceOutcomes() {
    return List.of();
  }

  /** The card at that starting position, or {@code #<position>} for a position the stack does not have. */
  @Override
  public String actionToString(int action) {
    return action >= 0 && action < deal.size() ? deal.card(action).toString() : "#" + action;
  }

  /** A card of the deal ({@code Q♥}, {@code QH}); a card already removed reads too (and is illegal). */
  @Override
  public int parseAction(String notation) {
    return actionOf(Card.parse(notation));
  }

  private int actionOf(Card card) {
    int p = card == null ? -1 : deal.positionOf(card);
    if (p < 0) {
      throw new IllegalArgumentException(card + " is not in this stack");
    }
    return p;
  }

  @Override
  public Observation observation() {
    return Observation.of(toString());
  }

  @Override
  public PairState copy() {
    return new PairState(deal, mask);
  }

  @Override
  public StateKey key() {
    return StateKey.of(mask);
  }

  /** The starting stack on one line, top first (the format {@link PairSolitaire#parseLevel} reads). */
  @Override
  public String levelText() {
    return deal + "\n";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PairState s && s.mask == mask && s.deal.equals(deal);
  }

  @Override
  public int hashCode() {
    return deal.hashCode() * 31 + Long.hashCode(mask);
  }

  /**
   * Three lines: {@code stack: 4♥ A♠ 3♦ (3 cards)}, {@code legal: 4♥ 3♦} (or {@code none}), and
   * {@code article score: 14}.
   */
  @Override
  public String toString() {
    List<Card> legal = legalRemovals();
    return "stack: " + Cards.format(cards()) + " (" + size() + (size() == 1 ? " card)" : " cards)")
        + "\nlegal: " + (legal.isEmpty() ? "none" : Cards.format(legal))
        + "\narticle score: " + number(PairScore.article().score(deal, this));
  }

  private static String number(double v) {
    return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
  }
}
