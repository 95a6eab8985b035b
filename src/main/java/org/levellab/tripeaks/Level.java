package org.levellab.tripeaks;

import java.util.Collections;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import org.levellab.cards.RankAdjacency;
import org.levellab.core.RandomStreams;
import org.levellab.game.Game;

/**
 * An immutable TriPeaks game description, the game of the common API: the layout, the stock size and
 * the rule options. Build one with {@link #builder(Layout)}; a game being played is a {@link
 * TriPeaksState}: {@link #deal} starts one on a fixed deal, {@link #undealt()} starts one whose cards
 * are chance outcomes, {@link #newInitialState(long)} deals a seeded random deal.
 *
 * <ul>
 *   <li>{@code wrap} (default true): K and A are neighbours, so they match each other.
 *   <li>{@code holdSlot} (default false): an extra slot; see {@link TriPeaksState} for its moves.
 *   <li>{@code holdPlaysBack} (default false; needs the hold slot): the held card may be played back
 *       onto the waste when it matches the waste top, emptying the slot ({@link Move#PLAY_HOLD P}).
 *   <li>{@code walls}: slots that start behind a brick wall (at most 16); see {@link TriPeaksState}.
 *   <li>{@code stockSize} (default {@link Layout#defaultStockSize()}): cards not on the board; the
 *       first one starts the waste, so a game allows {@code stockSize - 1} draws.
 *   <li>{@code deck} (default {@link Deck#STANDARD}): where the cards come from, which a deal is
 *       checked against and which gives the chance distribution of an undealt game.
 * </ul>
 *
 * <p>The catalogue ({@link org.levellab.game.Games}) knows it as {@code tripeaks} (the Microsoft
 * layout by default) and {@code golf} (the Golf layout, no wrap). Its {@link #rules()} are TOML.
 */
public final class Level implements Game<TriPeaksState> {
  /** Most walls a level may hold (the solver packs 2 bits of damage per wall in its state key). */
  public static final int MAX_WALLS = 16;
  /** Most stock cards a level may hold (the solver packs the stock position into 6 bits). */
  public static final int MAX_STOCK = 63;

  /** Where a level's cards come from. */
  public enum Deck {
    /**
     * Standard 52-card decks, as many as the level's cards need ({@link #decks()}): at most four
     * cards of a rank per deck. A deal with more is refused; an undealt game turns up each rank with
     * the probability of the unseen cards.
     */
    STANDARD,
    /**
     * Any ranks (designed levels whose generator chooses each rank): nothing is counted; an undealt
     * game turns up each rank with probability 1/13.
     */
    CUSTOM
  }

  private final Layout layout;
  private final boolean wrap;
  private final boolean holdSlot;
  private final boolean holdPlaysBack;
  private final Set<Integer> walls;
  private final int stockSize;
  private final Deck deck;
  private final RankAdjacency adjacency;
  // Precomputed start-of-game arrays: a game copies them instead of rebuilding them.
  private final int[] initialCoverLeft;
  private final int[] initialWallDamage;

  private Level(Builder b) {
    this.layout = b.layout;
    this.wrap = b.wrap;
    this.holdSlot = b.holdSlot;
    this.holdPlaysBack = b.holdPlaysBack;
    if (holdPlaysBack && !holdSlot) {
      throw new IllegalArgumentException("hold_plays_back = true needs a hold slot (hold_slot = true)");
    }
    this.deck = b.deck;
    this.adjacency = RankAdjacency.of(wrap);
    this.stockSize = b.stockSize != null ? b.stockSize : layout.defaultStockSize();
    if (stockSize < 1 || stockSize > MAX_STOCK) {
      throw new IllegalArgumentException("stock size must be 1.." + MAX_STOCK + " (its first card starts"
          + " the waste), was " + stockSize);
    }
    for (int w : b.walls) {
      if (w < 0 || w >= layout.size()) {
        throw new IllegalArgumentException("wall on slot " + w + ", which does not exist in layout "
            + layout.name() + " (slots 0.." + (layout.size() - 1) + ")");
      }
    }
    if (b.walls.size() > MAX_WALLS) {
      throw new IllegalArgumentException("at most " + MAX_WALLS + " walls per level, got " + b.walls.size());
    }
    this.walls = Collections.unmodifiableSet(new TreeSet<>(b.walls));
    int n = layout.size();
    initialCoverLeft = new int[n];
    initialWallDamage = new int[n];
    for (int i = 0; i < n; i++) {
      initialCoverLeft[i] = layout.coveredBy(i).length;
      initialWallDamage[i] = walls.contains(i) ? 0 : -1;
    }
  }

  int[] initialCoverLeft() {
    return initialCoverLeft;
  }

  int[] initialWallDamage() {
    return initialWallDamage;
  }

  /** A builder starting from the layout's defaults: wrap on, no hold slot, no walls, standard deck. */
  public static Builder builder(Layout layout) {
    return new Builder(layout);
  }

  /** Microsoft three peaks: 28 board cards, 24 stock cards, wrap on. */
  public static Level microsoft() {
    return MICROSOFT;
  }

  /** Golf patience: 35 board cards, 17 stock cards, no wrap. */
  public static Level golf() {
    return GOLF;
  }

  private static final Level MICROSOFT = builder(Layout.microsoft()).build();
  private static final Level GOLF = builder(Layout.golf()).wrap(false).build();

  /**
   * The standard level of a built-in layout ({@code microsoft}, {@code golf}, any case), with that
   * game's wrap rule.
   *
   * @throws IllegalArgumentException for a name that is not a built-in layout
   */
  public static Level named(String name) {
    return Layout.named(name) == Layout.golf() ? GOLF : MICROSOFT;
  }

  /** A builder holding this level's settings, to derive a variant. */
  public Builder toBuilder() {
    return new Builder(layout).wrap(wrap).holdSlot(holdSlot).holdPlaysBack(holdPlaysBack).walls(walls)
        .stockSize(stockSize).deck(deck);
  }

  public Layout layout() {
    return layout;
  }

  public boolean wrap() {
    return wrap;
  }

  public boolean holdSlot() {
    return holdSlot;
  }

  /** True when the held card can be played back onto the waste, emptying the slot ({@link Move#PLAY_HOLD}). */
  public boolean holdPlaysBack() {
    return holdPlaysBack;
  }

  /** Slots that start behind a brick wall (sorted, unmodifiable). */
  public Set<Integer> walls() {
    return walls;
  }

  public int stockSize() {
    return stockSize;
  }

  public Deck deck() {
    return deck;
  }

  /** Standard decks the level's cards need (one for up to 52 cards). */
  public int decks() {
    return (totalCards() + 51) / 52;
  }

  /** Board plus stock cards. */
  public int totalCards() {
    return layout.size() + stockSize;
  }

  /** Which ranks are neighbours under this level's wrap rule (the one home of that rule). */
  public RankAdjacency adjacency() {
    return adjacency;
  }

  /** True when ranks a and b (1..13) are neighbours under this level's wrap rule. */
  public boolean matches(int rankA, int rankB) {
    return adjacency.adjacent(rankA, rankB);
  }

  // ---- the common game API -------------------------------------------------------------------

  /** {@code golf} for the Golf layout, {@code tripeaks} otherwise (the catalogue names). */
  @Override
  public String name() {
    return layout.name().equals("golf") ? "golf" : "tripeaks";
  }

  /** The options as TOML (see {@link TriPeaksFactory}); a layout that is not built in is written out. */
  @Override
  public String rules() {
    return TriPeaksFactory.rules(this);
  }

  @Override
  public int maxActions() {
    return Move.CODES;
  }

  @Override
  public boolean hasHiddenInformation() {
    return true;
  }

  /**
   * Yes: an undealt game (an empty level) turns its cards over as chance outcomes. A dealt game turns
   * them over inside {@code apply} and never reaches a chance node.
   */
  @Override
  public boolean hasChanceNodes() {
    return true;
  }

  /** A game on a fixed deal (checked against the level: card counts, and the deck's rank counts). */
  public TriPeaksState deal(Deal deal) {
    return TriPeaksState.dealt(this, deal);
  }

  /** A game whose cards are chance outcomes, turned up as they become visible. */
  public TriPeaksState undealt() {
    return TriPeaksState.undealt(this);
  }

  /** A uniformly random deal from {@link RandomStreams#of(long) RandomStreams.of(seed)} ({@link Deal#random}). */
  @Override
  public TriPeaksState newInitialState(long seed) {
    return deal(Deal.random(this, RandomStreams.of(seed)));
  }

  /**
   * A deal file ({@link Deal} format); an empty text gives the undealt game (every card a chance
   * outcome).
   */
  @Override
  public TriPeaksState parseLevel(String text, String source) {
    if (text == null || text.isBlank()) {
      return undealt();
    }
    Deal d = Deal.parseFile(text, source);
    try {
      return deal(d);
    } catch (IllegalArgumentException e) {
      // a deal that does not fit the level (its counts, its deck) is the file's fault: name it
      throw new IllegalArgumentException((source == null ? "deal" : source) + ": " + e.getMessage(), e);
    }
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Level l && layout.equals(l.layout) && wrap == l.wrap && holdSlot == l.holdSlot
        && holdPlaysBack == l.holdPlaysBack && walls.equals(l.walls) && stockSize == l.stockSize && deck == l.deck;
  }

  @Override
  public int hashCode() {
    return Objects.hash(layout, wrap, holdSlot, holdPlaysBack, walls, stockSize, deck);
  }

  /** A one-line description, such as {@code Level[microsoft, stock 24, wrap]}; also the level in JSON results. */
  @Override
  public String toString() {
    return "Level[" + layout.name() + ", stock " + stockSize + (wrap ? ", wrap" : ", no wrap")
        + (holdSlot ? ", hold slot" : "") + (holdPlaysBack ? " (plays back)" : "")
        + (walls.isEmpty() ? "" : ", walls " + walls)
        + (deck == Deck.STANDARD ? "" : ", custom deck") + "]";
  }

  /** Builder for {@link Level}. */
  public static final class Builder {
    private final Layout layout;
    private boolean wrap = true;
    private boolean holdSlot;
    private boolean holdPlaysBack;
    private final Set<Integer> walls = new TreeSet<>();
    private Integer stockSize;
    private Deck deck = Deck.STANDARD;

    private Builder(Layout layout) {
      this.layout = Objects.requireNonNull(layout, "layout");
    }

    public Builder wrap(boolean wrap) {
      this.wrap = wrap;
      return this;
    }

    public Builder holdSlot(boolean holdSlot) {
      this.holdSlot = holdSlot;
      return this;
    }

    /** The held card can be played back onto a matching waste top, emptying the slot (needs the hold slot). */
    public Builder holdPlaysBack(boolean holdPlaysBack) {
      this.holdPlaysBack = holdPlaysBack;
      return this;
    }

    /** Replaces the wall slots. */
    public Builder walls(Set<Integer> slots) {
      walls.clear();
      walls.addAll(Objects.requireNonNull(slots, "walls"));
      return this;
    }

    /** Adds a wall on a slot. */
    public Builder wall(int slot) {
      walls.add(slot);
      return this;
    }

    public Builder stockSize(int stockSize) {
      this.stockSize = stockSize;
      return this;
    }

    public Builder deck(Deck deck) {
      this.deck = Objects.requireNonNull(deck, "deck");
      return this;
    }

    public Level build() {
      return new Level(this);
    }
  }
}
