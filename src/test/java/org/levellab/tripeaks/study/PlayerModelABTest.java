package org.levellab.tripeaks.study;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.levellab.bench.baseline.BaselineGeneratorDealer;
import org.levellab.bench.baseline.BaselinePlayerModel;
import org.levellab.core.ProgressListener;
import org.levellab.core.RandomStreams;
import org.levellab.core.Tables;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.Level;
import org.levellab.tripeaks.TriPeaksState;
import org.levellab.tripeaks.design.GeneratorDealer;
import org.levellab.tripeaks.design.LevelConfig;
import org.levellab.tripeaks.design.LevelConfigs;
import org.levellab.tripeaks.design.LevelTheory;
import org.levellab.tripeaks.design.RunSettings;
import org.levellab.tripeaks.design.tune.DesignSpace;
import tech.tablesaw.api.Table;

/**
 * The player model's games on designed levels against the code before the performance work (frozen in
 * bench/baseline: the generator dealer, both rank generators and the player model): from the same
 * seeds, every move and every rank dealt is the same, and so is the per-player table of an
 * experiment, byte for byte.
 */
class PlayerModelABTest {
  private static final List<String> CONFIGS = List.of("sim1-groups", "sim1-probabilistic", "sim2-hold-off",
      "sim2-hold-on", "sim2-hold-beneath", "sim2-hold-playback", "sim3-hold-on", "sim3-hold-playback",
      "sim4-walls", "sim5-short", "sim5-balanced", "sim5-long");

  /** The designed levels: the data sets' configurations and random points of the tuner's design space. */
  private static List<LevelConfig> configs() {
    List<LevelConfig> out = new ArrayList<>();
    for (String name : CONFIGS) {
      out.add(LevelConfigs.load(name));
    }
    Layout design24 = Layout.load(LevelConfigs.folder().resolve("layouts/design24.layout"));
    SplittableRandom r = new SplittableRandom(7);
    for (Layout layout : List.of(design24, Layout.named("microsoft"), Layout.named("golf"))) {
      DesignSpace space = new DesignSpace(layout, layout.name(), 0.5, 1000, 7);
      for (int k = 0; k < 8; k++) {
        double[] x = new double[DesignSpace.DIMENSIONS];
        for (int i = 0; i < x.length; i++) {
          x[i] = r.nextDouble();
        }
        out.add(space.decode(x, layout.name() + " point " + k, new RunSettings(100, 1)));
      }
    }
    return out;
  }

  /** One game as the old code played it: every action (moves and ranks dealt) and the final counts. */
  private static List<Integer> oldGame(LevelConfig config, Level level, SplittableRandom rng) {
    BaselineGeneratorDealer dealer = new BaselineGeneratorDealer(config.generator(), level, rng);
    BaselinePlayerModel player = new BaselinePlayerModel(config.player());
    TriPeaksState state = level.undealt();
    List<Integer> trace = new ArrayList<>();
    settle(state, dealer::choose, rng, trace);
    for (int moves = 0; !state.isTerminal() && moves < config.player().maxIterations(); moves++) {
      int m = player.act(state, rng);
      trace.add(m);
      state.apply(m);
      settle(state, dealer::choose, rng, trace);
    }
    trace.add(dealer.fallbacks());
    var g = player.game(state);
    trace.addAll(List.of(g.won() ? 1 : 0, g.gaveUp() ? 1 : 0, g.moves(), g.chains(), g.matchesInChains(), g.segments(),
        Double.hashCode(g.meanOpenCards())));
    return trace;
  }

  private static List<Integer> newGame(LevelConfig config, Level level, GeneratorDealer.Factory dealers,
      SplittableRandom rng) {
    GeneratorDealer dealer = dealers.dealer(rng);
    PlayerModel player = new PlayerModel(config.player());
    TriPeaksState state = level.undealt();
    List<Integer> trace = new ArrayList<>();
    settle(state, dealer::choose, rng, trace);
    for (int moves = 0; !state.isTerminal() && moves < config.player().maxIterations(); moves++) {
      int m = player.act(state, rng);
      trace.add(m);
      state.apply(m);
      settle(state, dealer::choose, rng, trace);
    }
    trace.add(dealer.fallbacks());
    var g = player.game(state);
    trace.addAll(List.of(g.won() ? 1 : 0, g.gaveUp() ? 1 : 0, g.moves(), g.chains(), g.matchesInChains(), g.segments(),
        Double.hashCode(g.meanOpenCards())));
    return trace;
  }

  private interface Chooser {
    int choose(TriPeaksState s, SplittableRandom rng);
  }

  private static void settle(TriPeaksState state, Chooser chance, SplittableRandom rng, List<Integer> trace) {
    while (state.isChanceNode()) {
      int r = chance.choose(state, rng);
      trace.add(-r);
      state.apply(r);
    }
  }

  @Test
  void everyMoveAndRankAsBeforeOnDesignedLevels() {
    int games = 0;
    int won = 0;
    for (LevelConfig config : configs()) {
      Level level = config.game();
      GeneratorDealer.Factory dealers = GeneratorDealer.factory(config.generator(), level);
      for (int i = 0; i < 150; i++) {
        List<Integer> before = oldGame(config, level, RandomStreams.forTask(11, i));
        SplittableRandom rng = RandomStreams.forTask(11, i);
        List<Integer> after = newGame(config, level, dealers, rng);
        assertEquals(before, after, config.name() + " player " + i);
        // the old constructor too, on the same stream
        List<Integer> viaConstructor = newGame(config, level, GeneratorDealer.factory(config.generator(), level),
            RandomStreams.forTask(11, i));
        assertEquals(before, viaConstructor, config.name() + " player " + i);
        games++;
      }
      won += (int) TriPeaksExperiment.of(config).players(60).seed(3).threads(1).progress(ProgressListener.NONE).run()
          .players().booleanColumn("won").countTrue();
    }
    assertTrue(games >= 4000 && won > 100, games + " games, " + won + " won");
  }

  /** The per-player table as the old code would have made it (the experiment's own columns). */
  private static Table oldTable(LevelConfig config, int players, long seed) {
    Level level = config.game();
    List<TriPeaksExperiment.PlayerResult> rows = new ArrayList<>();
    for (int i = 0; i < players; i++) {
      SplittableRandom rng = RandomStreams.forTask(seed, i);
      BaselineGeneratorDealer dealer = new BaselineGeneratorDealer(config.generator(), level, rng);
      TriPeaksState state = level.undealt();
      BaselinePlayerModel.Game g = new BaselinePlayerModel(config.player()).play(state, dealer, rng);
      int n = level.layout().size();
      int cleared = state.boardCleared();
      rows.add(new TriPeaksExperiment.PlayerResult(i, state.isWon(), g.gaveUp(), state.drawsUsed(),
          state.drawsUsed() + 1, state.longestChain(), g.consecutiveMatches(), g.chains(), state.holdUses(),
          state.wallsBroken(), dealer.fallbacks(), cleared, LevelTheory.simulatedConsecutiveness(n, cleared,
          g.segments()), LevelTheory.simulatedConsecutiveness(n, cleared, g.chains()), g.meanOpenCards(), g.moves(),
          state.playedBack()));
    }
    Table t = Tables.fromRecords(config.name(), rows);
    t.setName(config.name());
    return t;
  }

  private static byte[] csv(Table t) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    t.write().csv(out);
    return out.toByteArray();
  }

  @Test
  void thePerPlayerTableIsByteForByteTheOldOne() {
    for (LevelConfig config : configs().subList(0, CONFIGS.size())) {
      Table now = TriPeaksExperiment.of(config).players(300).seed(21).threads(2).progress(ProgressListener.NONE).run()
          .players();
      Table before = oldTable(config, 300, 21);
      assertEquals(before.name(), now.name());
      assertEquals(before.columnNames(), now.columnNames());
      for (int c = 0; c < before.columnCount(); c++) {
        assertEquals(before.column(c).type(), now.column(c).type(), before.column(c).name());
      }
      byte[] a = csv(before);
      byte[] b = csv(now);
      assertArrayEquals(a, b, config.name() + ":\n" + new String(b, StandardCharsets.UTF_8).lines().limit(3).toList());
    }
  }
}
