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
 * is the playable one), in card notation ({@code 7♣}, {@code 10H}, {@code Td}); {@code #} starts a
 * comment. The 51 cards are every card but the A♠.
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

  /** A deal from 17 fans of 3 cards (bottom first); checks the cards are the 51 others than A♠. */
  public BlackHoleState deal(List<List<Card>> fans) {
    return new BlackHoleState(checkedFans(fans, "deal"));
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
    List<List<Card>> fans = new ArrayList<>();
    for (int f = 0; f < FANS; f++) {
      fans.add(shuffled.subList(f * FAN_SIZE, (f + 1) * FAN_SIZE));
    }
    return deal(fans);
  }

  @Override
  public BlackHoleState parseLevel(String text, String source) {
    List<List<Card>> fans = new ArrayList<>();
    Map<Card, String> seen = new HashMap<>();
    for (DataLines.Line line : DataLines.of(text == null ? "" : text)) {
      String where = source + " line " + line.number();
      List<Card> fan;
      try {
        fan = Cards.parse(line.text());
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
      }
      if (fan.size() != FAN_SIZE) {
        throw new IllegalArgumentException(where + ": a fan has " + FAN_SIZE + " cards, this line has " + fan.size());
      }
      for (Card c : fan) {
        if (c.equals(FIRST)) {
          throw new IllegalArgumentException(where + ": A♠ starts the foundation, it is not dealt into a fan");
        }
        String before = seen.put(c, where);
        if (before != null) {
          throw new IllegalArgumentException(where + ": duplicate card " + c + " (also on " + before.replace(source + " ", "")
              + ")");
        }
      }
      fans.add(fan);
    }
    if (fans.size() != FANS) {
      throw new IllegalArgumentException(source + ": a deal has " + FANS + " fans (lines of " + FAN_SIZE
          + " cards), this one has " + fans.size());
    }
    return new BlackHoleState(toIndices(fans));
  }

  private static int[][] checkedFans(List<List<Card>> fans, String source) {
    StringBuilder text = new StringBuilder();
    for (List<Card> f : fans) {
      text.append(Cards.format(f)).append('\n');
    }
    return INSTANCE.parseLevel(text.toString(), source).fans();
  }

  private static int[][] toIndices(List<List<Card>> fans) {
    int[][] out = new int[FANS][FAN_SIZE];
    for (int f = 0; f < FANS; f++) {
      for (int k = 0; k < FAN_SIZE; k++) {
        out[f][k] = fans.get(f).get(k).index();
      }
    }
    return out;
  }

  @Override
  public String toString() {
    return "Black Hole";
  }
}
