package org.levellab.tripeaks.agents;

import java.util.random.RandomGenerator;
import org.levellab.game.Agent;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.design.PlayerSettings;
import org.levellab.tripeaks.study.PlayerModel;

/**
 * The article's random-but-sensible player ({@link PlayerModel}) as a named agent for any number of
 * games: the model keeps per-game counters and a buffer sized for one level, so this keeps one model
 * per level and asks it for moves only (its decisions depend on the state and the stream alone).
 * Its iteration limit is not applied here: a {@code Play}'s move limit is.
 */
final class ArticlePlayer implements Agent<TriPeaksState> {
  private final PlayerSettings settings;
  private Level level;
  private PlayerModel model;

  ArticlePlayer(PlayerSettings settings) {
    this.settings = settings;
  }

  @Override
  public int act(TriPeaksState state, RandomGenerator rng) {
    if (model == null || !state.level().equals(level)) {
      level = state.level();
      model = new PlayerModel(settings);
    }
    return model.act(state, rng);
  }

  @Override
  public String label() {
    return "player (hold slot use " + settings.holdProbability() + ")";
  }
}
