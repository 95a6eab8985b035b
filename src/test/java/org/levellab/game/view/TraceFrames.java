package org.levellab.game.view;

import java.util.ArrayList;
import java.util.List;
import org.levellab.game.Game;
import org.levellab.game.Games;
import org.levellab.game.Playthrough;
import org.levellab.game.State;

/** The frames of a trace, replayed as {@link Playthrough#replay()} does, stages collected. */
public final class TraceFrames {
  private TraceFrames() {}

  public static Game<?> game(Playthrough p) {
    return Games.create(p.game(), p.rules());
  }

  public static List<Frame> of(Playthrough p) {
    State s = game(p).parseLevel(p.level(), "the trace's level");
    List<Frame> frames = new ArrayList<>();
    for (Playthrough.Step st : p.steps()) {
      State before = st.number() == 0 ? null : s.copy();
      List<State> stages = new ArrayList<>();
      if (st.number() > 0) {
        s.apply(s.parseAction(st.action()));
        stages.add(s.copy());
      }
      for (String c : st.chance()) {
        s.apply(s.parseAction(c.replaceFirst("\\[[^\\]]*]$", "")));
        stages.add(s.copy());
      }
      if (st.number() == 0) {
        stages = List.of(s.copy());
      }
      frames.add(new Frame(st.number(), before, st.number() == 0 ? null : st.action(), st.chance(), stages, s.copy()));
    }
    return frames;
  }
}
