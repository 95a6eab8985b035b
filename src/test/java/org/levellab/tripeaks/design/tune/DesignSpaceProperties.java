package org.levellab.tripeaks.design.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import org.levellab.tripeaks.Layout;
import org.levellab.tripeaks.design.LevelConfig;
import org.levellab.tripeaks.design.LevelConfigText;
import org.levellab.tripeaks.design.LevelConfigs;
import org.levellab.tripeaks.design.RunSettings;

/** Every point of the design space is a valid configuration that round-trips through its TOML file. */
class DesignSpaceProperties {
  @Property(tries = 300, seed = "2026")
  void everyPointWritesAConfigurationThatLoadsBackUnchanged(@ForAll long seed, @ForAll boolean microsoft,
      @ForAll @DoubleRange(min = -0.2, max = 1.2) double a, @ForAll @DoubleRange(min = 0, max = 1) double b,
      @ForAll @DoubleRange(min = 0, max = 1) double c, @ForAll @DoubleRange(min = 0, max = 1) double d,
      @ForAll @DoubleRange(min = 0, max = 1) double e, @ForAll @DoubleRange(min = 0, max = 1) double f,
      @ForAll @DoubleRange(min = 0, max = 1) double g) throws Exception {
    Path folder = Files.createTempDirectory("space");
    Path layoutFile = LevelConfigs.folder().resolve("layouts/design24.layout");
    Layout layout = microsoft ? Layout.named("microsoft") : Layout.load(layoutFile);
    String ref = microsoft ? "microsoft" : LevelConfigText.layoutRef(layoutFile, folder);
    DesignSpace space = new DesignSpace(layout, ref, 0.5, 1000, seed);
    LevelConfig config = space.decode(new double[] {a, b, c, d, e, f, g}, "p", new RunSettings(100, seed >>> 33));
    Path file = folder.resolve("p.toml");
    Files.writeString(file, LevelConfigText.write(config, ref, List.of("round trip")));
    assertEquals(config, LevelConfig.load(file));
    Files.delete(file);
    Files.delete(folder);
  }
}
