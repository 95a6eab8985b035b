package org.levellab.pair;

import java.util.List;
import org.levellab.game.Game;
import org.levellab.game.GameFactory;

/** Registers Pair Solitaire in the game catalogue. */
public final class PairSolitaireFactory implements GameFactory {
  @Override
  public List<String> names() {
    return List.of("pair");
  }

  @Override
  public Game<?> create(String name, String rules) {
    GameFactory.requireNoRules(name, rules);
    return PairSolitaire.game();
  }

  @Override
  public String describe(String name) {
    return "Pair Solitaire: remove a card when the card two places away shares its rank or suit; beaten at two cards";
  }
}
