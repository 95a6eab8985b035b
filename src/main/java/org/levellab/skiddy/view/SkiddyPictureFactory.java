package org.levellab.skiddy.view;

import java.util.List;
import org.levellab.game.Game;
import org.levellab.game.view.GamePicture;
import org.levellab.game.view.PictureFactory;
import org.levellab.skiddy.Skiddy;

/** Registers the trace viewer's picture of Skiddy ({@link SkiddyPicture}). */
public final class SkiddyPictureFactory implements PictureFactory {
  @Override
  public List<String> games() {
    return List.of("skiddy");
  }

  @Override
  public GamePicture create(Game<?> game) {
    if (!(game instanceof Skiddy skiddy)) {
      throw new IllegalArgumentException("the Skiddy picture draws skiddy games, not " + game.name());
    }
    return new SkiddyPicture(skiddy);
  }
}
