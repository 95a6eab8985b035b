package org.levellab.tripeaks.view;

import java.util.List;
import org.levellab.game.Game;
import org.levellab.game.view.GamePicture;
import org.levellab.game.view.PictureFactory;
import org.levellab.tripeaks.Level;

/** The trace viewer's pictures of {@code tripeaks} and {@code golf}: a {@link TriPeaksPicture} per level. */
public final class TriPeaksPictureFactory implements PictureFactory {
  @Override
  public List<String> games() {
    return List.of("tripeaks", "golf");
  }

  @Override
  public GamePicture create(Game<?> game) {
    if (!(game instanceof Level level)) {
      throw new IllegalArgumentException("not a TriPeaks game: " + game.name());
    }
    return new TriPeaksPicture(level);
  }
}
