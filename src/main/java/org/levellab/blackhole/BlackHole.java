package org.levellab.blackhole;

import java.util.List;
import org.levellab.cards.Card;
import org.levellab.cards.CardRowLevel;
import org.levellab.cards.Cards;
import org.levellab.cards.Rank;
import org.levellab.cards.RankAdjacency;
import org.levellab.cards.Suit;
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

  /** The deal format and the seeded deal: the 51 cards other than A♠ in 17 rows of 3. */
  static final CardRowLevel DEALS = CardRowLevel.of("deal", "fan", FANS, FAN_SIZE,
          Cards.standardDeck().stream().filter(c -> !c.equals(FIRST)).toList())
      .outside(FIRST, "starts the foundation, it is not dealt into a fan");

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
    return new BlackHoleState(DEALS.fromCards(fans, "deal"));
  }

  /**
   * A uniformly random deal: the 51 cards other than A♠ in index order, shuffled with {@link
   * RandomStreams#of RandomStreams.of(seed)}, dealt fan by fan, bottom card first ({@link
   * CardRowLevel#deal}).
   */
  @Override
  public BlackHoleState newInitialState(long seed) {
    return new BlackHoleState(DEALS.deal(seed));
  }

  /**
   * Reads a deal in the format above. Every error names the source and the line: a card that does not
   * read (with its position on the line), a line that is not 3 cards, a card dealt twice (with both
   * lines), the A♠ in a fan, or a count of fans other than 17 ({@link CardRowLevel#parse}).
   */
  @Override
  public BlackHoleState parseLevel(String text, String source) {
    return new BlackHoleState(DEALS.parse(text, source));
  }

  @Override
  public String toString() {
    return "Black Hole";
  }
}
