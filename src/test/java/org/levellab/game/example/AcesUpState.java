package org.levellab.game.example;

import java.util.random.RandomGenerator;
import org.levellab.cards.Card;
import org.levellab.game.ChanceFreeState;
import org.levellab.game.HiddenCards;
import org.levellab.game.IllegalActionException;
import org.levellab.game.Observation;
import org.levellab.game.StateKey;

/**
 * An Aces Up game being played. Actions, in the order {@link #legalActions} lists them: discard the
 * top of column {@code c} (id {@code c}, written as the card, {@code 7♣}), move the top of column
 * {@code c} into the leftmost empty column (id {@code 4 + c}, written {@code 7♣>2} for column 2),
 * deal four more cards (id 8, {@code deal}). The score is the number of cards discarded.
 */
public final class AcesUpState implements ChanceFreeState, HiddenCards {
  private static final int DEAL = 2 * AcesUp.COLUMNS;
  private final int[][] rows;  // the level, shared: row r is the r-th deal
  private final int[][] columns = new int[AcesUp.COLUMNS][13];
  private final int[] heights = new int[AcesUp.COLUMNS];
  private int dealt;            // rows dealt so far
  private int discarded;

  AcesUpState(int[][] rows) {
    this.rows = rows;
    dealRow();
  }

  private AcesUpState(AcesUpState o, int[][] rows) {
    this.rows = rows;
    for (int c = 0; c < AcesUp.COLUMNS; c++) {
      columns[c] = o.columns[c].clone();
    }
    System.arraycopy(o.heights, 0, heights, 0, heights.length);
    dealt = o.dealt;
    discarded = o.discarded;
  }

  private void dealRow() {
    for (int c = 0; c < AcesUp.COLUMNS; c++) {
      columns[c][heights[c]++] = rows[dealt][c];
    }
    dealt++;
  }

  /** Aces high: 2 is 0 .. ace is 12. */
  private static int value(int card) {
    return (card % 13 + 12) % 13;
  }

  private int top(int c) {
    return heights[c] == 0 ? -1 : columns[c][heights[c] - 1];
  }

  private boolean canDiscard(int c) {
    int t = top(c);
    for (int o = 0; t >= 0 && o < AcesUp.COLUMNS; o++) {
      int u = top(o);
      if (u >= 0 && u / 13 == t / 13 && value(u) > value(t)) {
        return true;
      }
    }
    return false;
  }

  private int emptyColumn() {
    for (int c = 0; c < AcesUp.COLUMNS; c++) {
      if (heights[c] == 0) {
        return c;
      }
    }
    return -1;
  }

  @Override
  public AcesUp game() {
    return AcesUp.game();
  }

  @Override
  public String whyIllegal(int action) {
    if (action < 0 || action > DEAL) {
      return "there is no action " + action;
    }
    if (action == DEAL) {
      return dealt < rows.length ? null : "the stock is empty";
    }
    int c = action % AcesUp.COLUMNS;
    if (heights[c] == 0) {
      return "column " + (c + 1) + " is empty";
    }
    if (action < AcesUp.COLUMNS) {
      return canDiscard(c) ? null : Card.ofIndex(top(c)) + " has no higher card of its suit on another column";
    }
    return emptyColumn() < 0 ? "no column is empty"
        : heights[c] == 1 ? Card.ofIndex(top(c)) + " is alone in its column already" : null;
  }

  @Override
  public int legalActions(int[] buffer) {
    int k = 0;
    for (int a = 0; a <= DEAL; a++) {
      if (whyIllegal(a) == null) {
        buffer[k++] = a;
      }
    }
    return k;
  }

  @Override
  public boolean isTerminal() {
    return isWon() || legalActions(new int[DEAL + 1]) == 0;
  }

  @Override
  public boolean isWon() {
    return discarded == 48;
  }

  /** Cards discarded. */
  @Override
  public double score() {
    return discarded;
  }

  @Override
  public void apply(int action) {
    String why = whyIllegal(action);
    if (why != null) {
      throw new IllegalActionException(action >= 0 && action <= DEAL ? actionToString(action) : "#" + action, why);
    }
    if (action == DEAL) {
      dealRow();
    } else if (action < AcesUp.COLUMNS) {
      heights[action]--;
      discarded++;
    } else {
      int c = action - AcesUp.COLUMNS;
      int e = emptyColumn();
      columns[e][heights[e]++] = columns[c][--heights[c]];
    }
  }

  @Override
  public String actionToString(int action) {
    if (action == DEAL) {
      return "deal";
    }
    int c = action % AcesUp.COLUMNS;
    String card = heights[c] > 0 ? Card.ofIndex(top(c)).toString() : "column" + (c + 1);
    return action < AcesUp.COLUMNS ? card : card + ">" + (emptyColumn() + 1);
  }

  @Override
  public int parseAction(String notation) {
    if (notation.equals("deal")) {
      return DEAL;
    }
    int arrow = notation.indexOf('>');
    Card card = Card.parse(arrow < 0 ? notation : notation.substring(0, arrow));
    for (int c = 0; c < AcesUp.COLUMNS; c++) {
      if (top(c) == card.index()) {
        return arrow < 0 ? c : AcesUp.COLUMNS + c;
      }
    }
    throw new IllegalArgumentException(card + " is not on top of a column (write a top card, card>column, or deal)");
  }

  /** The columns and how many deals are left: not the stock's order. */
  @Override
  public Observation observation() {
    return Observation.of(columnsText() + " | stock " + (rows.length - dealt) + " deals");
  }

  /** Columns (height, then cards) and deals made: the stock's order is the level's. */
  @Override
  public StateKey key() {
    StateKey.Packer p = StateKey.packer().put(dealt, 4);
    for (int c = 0; c < AcesUp.COLUMNS; c++) {
      p.put(heights[c], 4);
      for (int k = 0; k < heights[c]; k++) {
        p.put(columns[c][k], 6);
      }
    }
    return p.key();
  }

  @Override
  public AcesUpState copy() {
    return new AcesUpState(this, rows);
  }

  /**
   * This position with the cards still to be dealt shuffled (Fisher-Yates with {@code rng}): a
   * position the player cannot tell from this one (what a sampling agent plays out, and the twin the
   * contract test compares).
   */
  public AcesUpState withStockShuffled(RandomGenerator rng) {
    int[][] next = new int[rows.length][];
    for (int r = 0; r < rows.length; r++) {
      next[r] = rows[r].clone();
    }
    for (int i = AcesUp.COLUMNS * (rows.length - dealt) - 1; i > 0; i--) {
      int j = rng.nextInt(i + 1);
      int[] rowI = next[dealt + i / AcesUp.COLUMNS];
      int[] rowJ = next[dealt + j / AcesUp.COLUMNS];
      int card = rowI[i % AcesUp.COLUMNS];
      rowI[i % AcesUp.COLUMNS] = rowJ[j % AcesUp.COLUMNS];
      rowJ[j % AcesUp.COLUMNS] = card;
    }
    return new AcesUpState(this, next);
  }

  /** A twin for the contract checks ({@link HiddenCards}): this position with another stock. */
  @Override
  public AcesUpState twin(RandomGenerator rng) {
    return withStockShuffled(rng);
  }

  @Override
  public String levelText() {
    return AcesUp.DEALS.format(rows);
  }

  private String columnsText() {
    StringBuilder sb = new StringBuilder();
    for (int c = 0; c < AcesUp.COLUMNS; c++) {
      sb.append(c == 0 ? "" : " |");
      for (int k = 0; k < heights[c]; k++) {
        sb.append(' ').append(Card.ofIndex(columns[c][k]));
      }
      sb.append(heights[c] == 0 ? " -" : "");
    }
    return sb.substring(1); // every column starts with a space
  }

  /** {@code 7♣ 2♦ | - | 9♥ | A♠ | stock 5♠ ...}: the columns bottom first, then the stock in deal order. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(columnsText()).append(" | stock");
    for (int r = dealt; r < rows.length; r++) {
      for (int card : rows[r]) {
        sb.append(' ').append(Card.ofIndex(card));
      }
    }
    return sb.toString();
  }
}
