package org.levellab.blackhole;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.levellab.cards.Card;
import org.levellab.cards.Cards;
import org.levellab.cards.Rank;
import org.levellab.cards.RankAdjacency;
import org.levellab.cards.Suit;
import org.levellab.core.DataLines;
import org.levellab.core.RandomStreams;
import org.levellab.game.Game;

/**
 * Black Hole, David Parlett's patience, as a game of the common API: the A♠ starts the single
 * foundation (the black hole); the other 51 cards are dealt face up in 17 fans of 3. The top card of
 * any fan may go onto the foundation when its rank is one above or below the foundation's top card,
 * suits ignored, K and A neighbours ({@link RankAdjacency#WRAP}). The game is won when all 52 cards
 * are on the foundation and lost when no top card can move. Nothing is hidden and nothing is left to
 * chance once the cards are dealt.
 *
 * <p>This class is the game (it has no options); {@link BlackHoleState} is a game being played.
 *
 * <h2>Deal format</h2>
 * One fan per line, 17 lines, each with 3 cards from the bottom of the fan to its top (the top card
 * is the playable one), separated by spaces or commas, in card notation ({@code 7♣}, {@code 10H},
 * {@code Td}); {@code #} starts a comment and blank lines are skipped. The 51 cards are every card
 * but the A♠, each once. {@code datasets/blackhole/seed-1.deal} is an example; {@link
 * BlackHoleState#levelText()} writes this format.
 *
 * <pre>
 * # fan 1 (bottom, middle, top)
 * 4♣ J♠ 3♥
 * 6♥ 6♦ J♥
 * ...
 * </pre>
 */
public final class BlackHole implements Game<BlackHoleState> {
  /** Fans in a deal. */
  public static final int FANS = 17;
  /** Cards per fan at the start. */
  public static final int FAN_SIZE = 3;
  /** The foundation's first card. */
  public static final Card FIRST = Card.of(Rank.ACE, Suit.SPADES);

  private static final BlackHole INSTANCE = new BlackHole();

  private BlackHole() {}

  /** The game (Black Hole has no options). */
  public static BlackHole game() {
    return INSTANCE;
  }

  /** The rule of the game, in one place: a card of rank {@code card} may go onto rank {@code top}. */
  public static boolean playable(int top, int card) {
    return RankAdjacency.WRAP.adjacent(top, card);
  }

  @Override
  public String name() {
    return "blackhole";
  }

  @Override
  public String rules() {
    return "";
  }

  @Override
  public int maxActions() {
    return FANS;
  }

  /** None: the deal is the whole level, and every move is the player's. */
  @Override
  public boolean hasChanceNodes() {
    return false;
  }

  /**
   * A deal from 17 fans of 3 cards each, bottom card first.
   *
   * @throws IllegalArgumentException when the cards are not the 51 other than A♠ in 17 fans of 3
   */
  public BlackHoleState deal(List<List<Card>> fans) {
    StringBuilder text = new StringBuilder();
    for (List<Card> fan : fans) {
      text.append(Cards.format(fan)).append('\n');
    }
    return parseLevel(text.toString(), "deal");
  }

  /**
   * A uniformly random deal: the 51 cards other than A♠, shuffled with {@link RandomStreams#of
   * RandomStreams.of(seed)}, dealt fan by fan, bottom card first.
   */
  @Override
  public BlackHoleState newInitialState(long seed) {
    List<Card> rest = new ArrayList<>(Cards.standardDeck());
    rest.remove(FIRST);
    List<Card> shuffled = Cards.shuffled(rest, RandomStreams.of(seed));
    int[][] fans = new int[FANS][FAN_SIZE];
    for (int i = 0; i < shuffled.size(); i++) {
      fans[i / FAN_SIZE][i % FAN_SIZE] = shuffled.get(i).index();
    }
    return new BlackHoleState(fans);
  }

  /**
   * Reads a deal in the format above. Every error names the source and the line: a card that does not
   * read (with its position on the line), a line that is not 3 cards, a card dealt twice (with both
   * lines), the A♠ in a fan, or a count of fans other than 17.
   */
  @Override
  public BlackHoleState parseLevel(String text, String source) {
    int[][] fans = new int[FANS][];
    int count = 0;
    Map<Card, Integer> seen = new HashMap<>();
    for (DataLines.Line line : DataLines.of(text == null ? "" : text)) {
      String where = source + " line " + line.number();
      if (count == FANS) {
        throw new IllegalArgumentException(where + ": a deal has " + FANS + " fans, this is fan " + (FANS + 1));
      }
      List<Card> fan;
      try {
        fan = Cards.parse(line.text());
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
      }
      if (fan.size() != FAN_SIZE) {
        throw new IllegalArgumentException(where + ": a fan has " + FAN_SIZE + " cards, this line has " + fan.size());
      }
      fans[count] = new int[FAN_SIZE];
      for (int k = 0; k < FAN_SIZE; k++) {
        Card c = fan.get(k);
        if (c.equals(FIRST)) {
          throw new IllegalArgumentException(where + ": A♠ starts the foundation, it is not dealt into a fan");
        }
        Integer before = seen.put(c, line.number());
        if (before != null) {
          throw new IllegalArgumentException(where + ": " + c + " is dealt twice (also on line " + before + ")");
        }
        fans[count][k] = c.index();
      }
      count++;
    }
    if (count != FANS) {
      throw new IllegalArgumentException(source + ": a deal has " + FANS + " fans (lines of " + FAN_SIZE
          + " cards), this one has " + count);
    }
    return new BlackHoleState(fans);
  }

  @Override
  public String toString() {
    return "Black Hole";
  }
}
