package org.levellab.match3.view;

import java.util.List;
import org.levellab.game.Game;
import org.levellab.game.view.GamePicture;
import org.levellab.game.view.PictureFactory;
import org.levellab.match3.GemGem;

/** Registers the trace viewer's picture of match-3 ({@link GemGemPicture}). */
public final class GemGemPictureFactory implements PictureFactory {
  @Override
  public List<String> games() {
    return List.of("match3");
  }

  @Override
  public GamePicture create(Game<?> game) {
    if (!(game instanceof GemGem gemGem)) {
      throw new IllegalArgumentException("the match-3 picture draws match3 games, not " + game.name());
    }
    return new GemGemPicture(gemGem);
  }
}
