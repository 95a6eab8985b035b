/**
 * Skiddy, the slippery sliding puzzle (BigBangPixel), with exhaustive verification and the 3-star
 * rating of its levels.
 *
 * <ul>
 *   <li>{@link org.levellab.skiddy.Skiddy} and {@link org.levellab.skiddy.SkiddyState}: the game
 *       through the common API ({@link org.levellab.game}), for agents, replays, traces and the
 *       game-independent solver.
 *   <li>{@link org.levellab.skiddy.SkiddyGame}: the fast engine on positions packed in a long, the
 *       only place where pieces move; the common state plays through it.
 *   <li>{@link org.levellab.skiddy.Verification}: a level's whole state graph ({@link
 *       org.levellab.search.StateGraphAnalyzer}) read with the two solution classes of {@link
 *       org.levellab.skiddy.Combo}, and its star {@link org.levellab.skiddy.Rating};
 *       {@link org.levellab.skiddy.LevelGenerator} keeps random levels that rate 3 stars.
 *   <li>Pictures of boards for notebooks live in {@code org.levellab.skiddy.view}.
 * </ul>
 *
 * <h2>Rules</h2>
 * The series' part 1, which defined the rules, is not in our sources; what part 2 says is kept, and
 * where it is silent these are our rules.
 * <ul>
 *   <li>The board is 5x4 to 8x7 cells, border included. The border holds only blocks and goals
 *       (exits), each goal red or blue, never in a corner. The inside holds floor, blocks and pits,
 *       and pieces standing on them.
 *   <li>One input (up, right, down, left) moves every sliding piece at once, one cell per tick, all
 *       at the same speed, each until a block, a goal that is not its own, a crate, a piece that has
 *       stopped or the border stops it. A line of pieces slides as a train and stops nose to tail;
 *       pieces that hold each other's way (a group closed around another piece) slide together.
 *       Nothing is redirected while moving. An input after which nothing moved is no move.
 *   <li>Skiddies (red, blue) slide; a skiddy whose next cell is a goal of its colour leaves the level,
 *       freeing its cell at once, so the skiddies behind it in the same line may follow it out in the
 *       same move.
 *   <li>Ice cubes slide like skiddies and never leave: every goal is a wall to them.
 *   <li>Crates do not slide. A skiddy (or stuck group) that runs into crates pushes each of them one
 *       cell if that cell is floor or pit and empty (once the pieces in front have slid on or left
 *       in the same tick), and then pusher and crates stop; otherwise the skiddy stops against
 *       them. Crates do not push crates; ice cubes do not push.
 *   <li>A piece that enters a pit stops in it; the next input moves it on as usual.
 *   <li>Skiddies of one colour that touch side by side (not diagonally) at the end of a move, or at
 *       the start of the level, stick together for the rest of the level and move as one rigid group:
 *       the group stops when any of its members is stopped, and when one member's next cell is its
 *       goal the whole group leaves. Because a group is rigid, "stuck" is exactly "touching a
 *       same-colour skiddy", so the state needs only positions.
 *   <li>The level is won when no skiddy is left. A move clears a colour fully when it removes every
 *       remaining skiddy of it. A max-combo solution clears every colour fully in single moves (it
 *       never removes only part of a colour); a non-combo solution never removes two skiddies of a
 *       colour in the same move. A colour with one skiddy satisfies both.
 *   <li>A dead end is a reachable state from which no win can be reached.
 * </ul>
 *
 * <h2>Level files</h2>
 * One character per cell, see {@link org.levellab.skiddy.Level}; examples in {@code datasets/skiddy/}.
 */
package org.levellab.skiddy;
