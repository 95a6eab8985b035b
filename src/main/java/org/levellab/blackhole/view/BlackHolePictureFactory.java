package org.levellab.blackhole.view;

import java.util.List;
import org.levellab.blackhole.BlackHole;
import org.levellab.game.Game;
import org.levellab.game.view.GamePicture;
import org.levellab.game.view.PictureFactory;

/** The trace viewer's picture of {@code blackhole}: a {@link BlackHolePicture}. */
public final class BlackHolePictureFactory implements PictureFactory {
  @Override
  public List<String> games() {
    return List.of("blackhole");
  }

  @Override
  public GamePicture create(Game<?> game) {
    if (!(game instanceof BlackHole)) {
      throw new IllegalArgumentException("not Black Hole: " + game.name());
    }
    return new BlackHolePicture();
  }
}
