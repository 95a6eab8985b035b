package org.levellab.pair.view;

import java.util.List;
import org.levellab.game.Game;
import org.levellab.game.view.GamePicture;
import org.levellab.game.view.PictureFactory;
import org.levellab.pair.PairSolitaire;

/** The trace viewer's picture of {@code pair}: a {@link PairPicture}. */
public final class PairPictureFactory implements PictureFactory {
  @Override
  public List<String> games() {
    return List.of("pair");
  }

  @Override
  public GamePicture create(Game<?> game) {
    if (!(game instanceof PairSolitaire)) {
      throw new IllegalArgumentException("not Pair Solitaire: " + game.name());
    }
    return new PairPicture();
  }
}
