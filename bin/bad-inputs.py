#!/usr/bin/env python3
"""Bad or odd command lines against bin/levellab (build first: mvn -B -q -DskipTests package), each
classified good / poor / bad, with a count at the end. Run: python3 bin/bad-inputs.py

good: refused with exit 2 (or 1 after the work for a failed write), one stderr line starting
'levellab: error:' that names the option or file, no stack trace, nothing partial left behind,
inputs unchanged (a checkpoint folder the error line names is the run's decided results, kept for
--resume, not something left behind); or, for a case marked ok, exit 0.
poor: refused but the line names neither the option nor the file, or more than one line.
bad: a stack trace, exit 0 on bad input, a hang (time-out), a partial output left, an input changed.

Plug-ins (section 8, jars built here with javac and put on LEVELLAB_CLASSPATH): a command that does
not need a broken entry ('warn') is good when it exits 0 and every stderr line is a
'levellab: warning:' naming the jar; a plug-in game or agent that breaks ('plugin') is good when the
run ends with exit 1 and one line 'levellab: error: plug-in ...' naming the jar and the method. A
plug-in's own exception named in such a line (java.lang.IllegalStateException: boom) is no trace.

A case may also be a function run in place of one command line (two runs at once, a run's leftovers):
it returns (code, stdout, stderr) as a single run would, and is classified the same way. Lines that
start with 'levellab: note:' (a budget lowered to fit the heap) are not error lines.
"""
import hashlib, os, signal, subprocess, sys, tempfile, time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
T = Path(tempfile.mkdtemp(prefix='badin-'))
LL = [str(ROOT / 'bin/levellab')]

def w(name, text, enc='utf-8'):
    p = T / name
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_bytes(text.encode(enc) if isinstance(text, str) else text)
    return str(p)

BLOG = str(ROOT / 'datasets/tripeaks/blog-deal.deal')
SIM1 = str(ROOT / 'datasets/tripeaks/sim1-groups.toml')
SK11 = str(ROOT / 'datasets/skiddy/1-1.txt')
empty = w('empty.txt', '')
comments = w('comments.txt', '# only a comment\n\n')
utf16 = w('utf16.txt', '\ufeffstock: A\n', 'utf-16')
binary = w('binary.bin', bytes(range(256)))
badtoml = w('bad.toml', '[level\nlayout = "microsoft"\n')
reptoml = w('rep.toml', '[level]\nlayout = "microsoft"\nlayout = "golf"\n')
wrongtype = w('wrongtype.toml', '[level]\nlayout = 3\n')
existing = w('existing.csv', 'keep me\n')
tracebad = w('tampered.trace', (ROOT / 'src/test/resources/golden/pair/solver-52-task0.trace').read_text().replace('\n', '\nZZ 99\n', 30)[:4000])
deal_copy = w('deal.deal', Path(BLOG).read_text())
level_copy = w('level.txt', Path(SK11).read_text())
folder = T / 'afolder'; folder.mkdir()

BIG = '2147483647'
cases = []  # (label, args, kind, inputs, outputs, fn, env, timeout) kind: 'refuse' (default) or 'ok'
def c(label, *args, kind='refuse', inputs=(), outputs=(), fn=None, env=None, timeout=60):
    cases.append((label, list(args), kind, list(inputs), list(outputs), fn, env or {}, timeout))

ENV = dict(os.environ, JAVA_TOOL_OPTIONS='-Xmx256m', LEVELLAB_PROGRESS='0')

# 1. very large and impossible counts
for cmd in (['dice', '--trials'], ['solve', '--game', 'blackhole', '--deals'], ['tripeaks', 'winnability', '--deals'],
            ['tripeaks', 'simulate', '--config', SIM1, '--players'], ['match3', 'run', '--games'],
            ['playtest', '--game', 'golf', '--agents', 'random', '--deals'],
            ['sweep', 'playtest', '--game', 'golf', '--agents', 'random', '--games']):
    for n in ('-1', '0', 'abc', '1e9x'):
        c('count ' + ' '.join(cmd[:2]) + ' ' + n, *cmd, n)
for cmd in (['match3', 'run', '--games'], ['playtest', '--game', 'golf', '--agents', 'random', '--deals'],
            ['sweep', 'playtest', '--game', 'golf', '--agents', 'random', '--games']):
    c('huge count kept per row ' + ' '.join(cmd[:2]), *cmd, BIG)
# 2. outputs that cannot be written, or would replace something
c('out in /proc', 'tripeaks', 'winnability', '--deals', '20', '--out', '/proc/x.csv')
c('trace in /proc', 'play', '--game', 'pair', '--seed', '1', '--trace', '/proc/g.trace')
c('out is a folder', 'tripeaks', 'winnability', '--deals', '20', '--out', str(folder))
c('out missing folder', 'tripeaks', 'winnability', '--deals', '20', '--out', str(T / 'no/such/x.csv'))
c('existing out w/o overwrite', 'tripeaks', 'winnability', '--deals', '20', '--out', existing, inputs=[existing])
lay_abs = w('p10-abs.layout', (ROOT / 'datasets/tripeaks/pyramid10.layout').read_text())
c('deal out = layout', 'tripeaks', 'deal', '--layout', lay_abs, '--out', lay_abs, inputs=[lay_abs])
c('trace = level', 'play', '--game', 'skiddy', '--level', level_copy, '--trace', level_copy, inputs=[level_copy])
c('html = trace', 'replay', '--trace', tracebad, '--html', tracebad, inputs=[tracebad])
lay_copy = w('p10.layout', (ROOT / 'datasets/tripeaks/pyramid10.layout').read_text())
c('deal out = layout via ./', 'tripeaks', 'deal', '--layout', lay_copy, '--out', './' + os.path.relpath(lay_copy, ROOT), inputs=[lay_copy])
c('dash for a folder', 'sweep', 'playtest', '--game', 'golf', '--agents', 'random', '--games', '4', '--out', '-')
c('dash as stdout', 'deal', '--game', 'pair', '--seed', '3', '--out', '-', kind='ok')
# 3. empty and odd level files
for cmdl in (['play', '--game', 'tripeaks', '--level'], ['playtest', '--game', 'tripeaks', '--agents', 'random', '--level'],
             ['solve', '--game', 'tripeaks', '--level'], ['hint', '--game', 'tripeaks', '--agent', 'random', '--level'],
             ['solve', '--game', 'pair', '--level'], ['play', '--game', 'skiddy', '--level'],
             ['solve', '--game', 'blackhole', '--level']):
    for f in (empty, comments, utf16, binary, str(folder), str(T / 'missing.txt')):
        c('level ' + cmdl[2] + ' ' + cmdl[0] + ' ' + Path(f).name, *cmdl, f)
for f in (empty, utf16, binary, str(T / 'missing.deal')):
    c('tripeaks solve --deal ' + Path(f).name, 'tripeaks', 'solve', '--deal', f)
# 4. impossible targets and ranges
for t in ('win=1.5', 'win=-0.2', 'chain=7..5', 'win=abc', 'nonsense=1', 'win=0.5,win=0.6'):
    c('tune target ' + t, 'tripeaks', 'tune', '--layout', 'microsoft', '--target', t, '--out', str(T / 'tuned.toml'))
curve = w('curve.txt', 'win=0.9\nwin=1.7\n')
c('sequence curve above 1', 'tripeaks', 'sequence', '--layout', 'microsoft', '--curve', curve, '--out', str(T / 'seq'))
# 5. TOML and configuration files
for f in (badtoml, reptoml, wrongtype, empty, utf16, binary, str(T / 'missing.toml')):
    c('simulate config ' + Path(f).name, 'tripeaks', 'simulate', '--config', f)
c('golf with a tripeaks config', 'playtest', '--game', 'golf', '--config', SIM1, '--games', '2')
# 6. traces
c('tampered trace', 'replay', '--trace', tracebad)
for f in (empty, binary, utf16, str(folder)):
    c('replay ' + Path(f).name, 'replay', '--trace', f)
# 6b. inputs without an end, too long, or that would block: refused at once naming the file
ZERO = '/dev/zero'
for cmdl in (['play', '--game', 'tripeaks', '--level'], ['playtest', '--game', 'tripeaks', '--agents', 'random', '--level'],
             ['solve', '--game', 'tripeaks', '--level'], ['hint', '--game', 'tripeaks', '--agent', 'random', '--level'],
             ['play', '--game', 'skiddy', '--level'], ['skiddy', 'analyze', '--level'],
             ['tripeaks', 'solve', '--deal'], ['tripeaks', 'deal', '--layout'],
             ['tripeaks', 'winnability', '--deals', '2', '--layout'], ['tripeaks', 'simulate', '--config'],
             ['playtest', '--game', 'golf', '--games', '2', '--config'], ['replay', '--trace'],
             ['pair', 'solve', '--stack-file'], ['tripeaks', 'sequence', '--layout', 'microsoft', '--out', str(T / 'seqz'), '--curve']):
    c('/dev/zero as ' + ' '.join(x for x in cmdl if '/' not in x and x not in ('--game', '--agents', '--agent')), *cmdl, ZERO)
fifo = T / 'nowriter.fifo'
os.mkfifo(fifo)
for cmdl in (['play', '--game', 'skiddy', '--level'], ['replay', '--trace'], ['tripeaks', 'simulate', '--config']):
    c('fifo with no writer as ' + cmdl[0] + ' ' + cmdl[-1], *cmdl, str(fifo))
big = T / 'big-200mb.txt'
with open(big, 'wb') as f:
    f.truncate(200 << 20)  # sparse: 200 MB long, no disk used
c('200 MB level file', 'solve', '--game', 'tripeaks', '--level', str(big))
c('200 MB trace', 'replay', '--trace', str(big))
short_deal = w('short-stock.deal', Path(BLOG).read_text().rstrip().rsplit(' ', 1)[0] + '\n')
c('deal one stock card short (names the file)', 'solve', '--game', 'tripeaks', '--level', short_deal)
# 6c. outputs: a summary table checked before the run, a failed append after it
c('summary-csv in /proc', 'tripeaks', 'winnability', '--deals', '1000000', '--summary-csv', '/proc/x.csv')
c('summary-csv /dev/full (after the run: exit 1)', 'tripeaks', 'winnability', '--deals', '20', '--summary-csv', '/dev/full')
c('summary-csv is a folder', 'tripeaks', 'winnability', '--deals', '20', '--summary-csv', str(folder))

def two_writers():
    """Two runs writing the same new --out at once, neither with --overwrite: one must fail."""
    # runs of a few seconds, so both have checked the name before either publishes
    target = T / 'race.csv'
    procs = [subprocess.Popen(LL + ['tripeaks', 'winnability', '--deals', '300', '--seed', str(s), '--out', str(target)], cwd=T,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV) for s in (1, 2)]
    outs = [p.communicate(timeout=60) for p in procs]
    codes = [p.returncode for p in procs]
    target.unlink(missing_ok=True)
    if sorted(codes) == [0, 0]:
        return 0, outs[0][0], 'both runs exit 0: one replaced the other'
    failed = [o for p, o in zip(procs, outs) if p.returncode != 0]
    return (max(codes) if 0 in codes else 'both failed'), '', failed[0][1] if failed else ''
c('two runs write the same --out at once', fn=two_writers)

def stale_temp():
    """A temporary file of a run killed with SIGKILL is removed by the next run writing there."""
    d = T / 'stale'
    d.mkdir(exist_ok=True)
    p = subprocess.Popen(LL + ['tripeaks', 'winnability', '--deals', '100000', '--out', str(d / 'w.csv')], cwd=T,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV)
    tmp = []
    for _ in range(300):
        tmp = [f for f in os.listdir(d) if f.startswith('.w.csv.') and f.endswith('.tmp')]
        if tmp:
            break
        time.sleep(0.1)
    os.kill(p.pid, signal.SIGKILL)
    p.wait()
    left = [f for f in os.listdir(d) if f.endswith('.tmp')]
    if not left:
        return 'no temporary file to test', '', ''
    r = subprocess.run(LL + ['tripeaks', 'deal', '--seed', '1', '--out', str(d / 'next.deal')], cwd=T,
                       capture_output=True, text=True, timeout=60, env=ENV)
    still = [f for f in os.listdir(d) if f.endswith('.tmp')]
    if still:
        return 0, '', 'the killed run\'s temporary file is still there: ' + ', '.join(still)
    return r.returncode, r.stdout, ''  # its stderr says where the deal went
c('stale temp of a killed run removed by the next', fn=stale_temp, kind='ok')
# 6c. checkpoints and --resume
c('--resume with no checkpoint', 'tripeaks', 'winnability', '--deals', '20', '--resume', '--checkpoint', str(T / 'none.cp'))
c('--checkpoint is a file', 'tripeaks', 'winnability', '--deals', '20', '--checkpoint', existing, inputs=[existing])

def other_runs_checkpoint():
    """A checkpoint kept by one run (its table could not be written) is refused by another run's --resume."""
    cp = T / 'kept.cp'
    first = subprocess.run(LL + ['tripeaks', 'winnability', '--deals', '30', '--summary-csv', '/dev/full', '--checkpoint',
                                 str(cp)], cwd=T, capture_output=True, text=True, timeout=60, env=ENV)
    if first.returncode != 1 or not cp.exists():
        return 0, first.stdout, 'the failed run kept no checkpoint: ' + first.stderr
    r = subprocess.run(LL + ['tripeaks', 'winnability', '--deals', '40', '--resume', '--checkpoint', str(cp)], cwd=T,
                       capture_output=True, text=True, timeout=60, env=ENV)
    return r.returncode, r.stdout, r.stderr
c("--resume with another run's checkpoint", fn=other_runs_checkpoint)

# 6d. budgets that fit the heap: lowered with a note, never an OutOfMemoryError
c('pair default budget on a 256 MB heap', 'solve', '--game', 'pair', '--deals', '16', '--threads', '2', kind='ok', timeout=300)
c('pair --max-nodes too large for the heap', 'solve', '--game', 'pair', '--deals', '30', '--max-nodes', '50000000')

# 7. unknown or odd options
c('unknown game', 'play', '--game', 'chess')
c('unknown agent', 'play', '--game', 'pair', '--agent', 'wizard')
c('agent option repeated', 'play', '--game', 'tripeaks', '--agent', 'pimc:k=1:k=2')
c('agent bad option', 'play', '--game', 'tripeaks', '--agent', 'pimc:k=abc')
c('agent option too large to finish', 'play', '--game', 'tripeaks', '--agent', 'pimc:k=2147483647')
c('agent for another game', 'play', '--game', 'blackhole', '--agent', 'sgs')
c('a Black Hole deal as a Pair level', 'solve', '--game', 'pair', '--level', str(ROOT / 'datasets/blackhole/seed-1.deal'))
c('unknown option', 'dice', '--bogus', '1')
c('threads 0', 'dice', '--trials', '100', '--threads', '0')
c('threads -1', 'dice', '--trials', '100', '--threads', '-1')
c('threads huge', 'dice', '--trials', '100', '--threads', '100000')
c('LEVELLAB_THREADS huge', 'dice', '--trials', '100', env={'LEVELLAB_THREADS': '99999'})
c('fullwidth digits', 'dice', '--trials', '\uff11\uff12')
c('Arabic-Indic digits for --threads', 'dice', '--trials', '100', '--threads', '\u0663')
c('seed abc', 'dice', '--trials', '100', '--seed', 'abc')
c('walls repeated', 'tripeaks', 'deal', '--walls', '3,3', '--seed', '1')
c('walls out of range', 'tripeaks', 'deal', '--walls', '99', '--seed', '1')
c('hold without layout support', 'tripeaks', 'deal', '--hold', '--no-wrap', '--walls', '3', '--seed', '1')
c('move on a missing slot', 'tripeaks', 'replay', '--deal', BLOG, '--moves', 'B99')
c('move nonsense', 'tripeaks', 'replay', '--deal', BLOG, '--moves', 'QQ')
c('pair generate bad method', 'pair', 'generate', '--method', 'magic')
c('pair generate start bad card', 'pair', 'generate', '--method', 'perfect', '--start', '2X 2♠')
c('pair generate insert dup', 'pair', 'generate', '--method', 'perfect', '--start', '2♥ 2♠ 2♣ 2♦', '--insert', '2♥')
c('pair solve bad stack', 'pair', 'solve', '--stack', 'A♠ A♠ 2♥')
c('skiddy analyze missing', 'skiddy', 'analyze', '--level', str(T / 'none.txt'))
c('match3 run bad weights', 'match3', 'run', '--agent', 'hgs', '--weights', '1,2', '--games', '2')
c('match3 run bad size', 'match3', 'run', '--agent', 'sgs', '--size', '0', '--games', '2')
c('match3 calibrate bad method', 'match3', 'calibrate', '--agent', 'hgs', '--method', 'magic')
c('sweep winnability bad range', 'sweep', 'tripeaks-winnability', '--deals', '-5')
c('hint without level or seed', 'hint', '--game', 'pair', '--agent', 'random')
c('deal of a game that needs a level', 'deal', '--game', 'skiddy', '--seed', '1')
c('bare levellab', kind='refuse')
c('bare tripeaks', 'tripeaks')
c('bare sweep', 'sweep')
c('help', '--help', kind='ok')
# 8. plug-ins: broken service entries, a jar that is not one, and games and agents that break their contract
PLUG = T / 'plugins'
def java(name, text):
    f = PLUG / 'src' / (name.replace('.', '/') + '.java')
    f.parent.mkdir(parents=True, exist_ok=True)
    f.write_text(text)
    return str(f)
def factory(name, body, head=''):
    return java('plugin.' + name, 'package plugin;\nimport java.util.List;\nimport org.levellab.game.*;\n'
                f'public final class {name} implements GameFactory {{\n{head}\n{body}\n}}\n')
def healthy(*games):
    return ('public List<String> names() { return List.of(' + ', '.join(f'"{g}"' for g in games) + '); }\n'
            'public Game<?> create(String name, String rules) { return new Faulty().create("faulty-none", rules); }')
def agents(name, games, names):
    return java('plugin.' + name, 'package plugin;\nimport java.util.List;\nimport org.levellab.game.*;\n'
                f'public final class {name} implements AgentFactory {{\n'
                f'public List<String> games() {{ return List.of("{games}"); }}\n'
                f'public List<String> agents(String game) {{ return List.of("{names}"); }}\n'
                'public Agent<?> create(Game<?> game, String agent, AgentOptions options) { return RandomAgent.create(); }\n}\n')
FAULTY = java('plugin.Faulty', """package plugin;
import java.util.List;
import org.levellab.game.*;
public final class Faulty implements GameFactory {
  static final List<String> FAULTS = List.of("none", "create-throws", "create-null", "start-throws", "legal-throws",
      "apply-throws", "key-random", "notation-null");
  public List<String> names() { return FAULTS.stream().map(f -> "faulty-" + f).toList(); }
  public Game<?> create(String name, String rules) {
    String fault = name.substring("faulty-".length());
    if (fault.equals("create-throws")) throw new IllegalStateException("boom in create");
    return fault.equals("create-null") ? null : new Counting(name, fault);
  }
  public record Counting(String name, String fault) implements Game<Count> {
    public String rules() { return ""; }
    public int maxActions() { return 2; }
    public boolean hasChanceNodes() { return false; }
    public Count newInitialState(long seed) {
      if (fault.equals("start-throws")) throw new IllegalStateException("boom in newInitialState");
      return new Count(this, 0);
    }
    public Count parseLevel(String text, String source) { return new Count(this, Integer.parseInt(text.strip())); }
  }
  public static final class Count implements ChanceFreeState {
    static long keys;
    final Counting game;
    int n;
    Count(Counting game, int n) { this.game = game; this.n = n; }
    boolean is(String fault) { return game.fault().equals(fault); }
    public Game<?> game() { return game; }
    public boolean isTerminal() { return n >= 6; }
    public boolean isWon() { return n == 6; }
    public double score() { return n; }
    public int legalActions(int[] b) {
      if (is("legal-throws")) throw new ArrayIndexOutOfBoundsException("boom in legalActions");
      if (isTerminal()) return 0;
      b[0] = 0; b[1] = 1;
      return 2;
    }
    public void apply(int a) {
      if (a != 0 && a != 1 || isTerminal()) throw new IllegalActionException("" + a, "not legal");
      if (is("apply-throws") && n >= 2) throw new IllegalStateException("boom in apply");
      n += a + 1;
    }
    public String actionToString(int a) { return is("notation-null") ? null : "+" + (a + 1); }
    public int parseAction(String s) {
      if (s.equals("+1") || s.equals("+2")) return s.charAt(1) - '1';
      throw new IllegalArgumentException("write +1 or +2, not " + s);
    }
    public State copy() { return new Count(game, n); }
    public StateKey key() { return StateKey.of(is("key-random") ? ++keys : n); }
    public String levelText() { return Integer.toString(n); }
    public String toString() { return "count " + n; }
  }
}
""")
FAULTY_AGENTS = java('plugin.FaultyAgents', """package plugin;
import java.util.List;
import org.levellab.game.*;
public final class FaultyAgents implements AgentFactory {
  public List<String> games() { return List.of("faulty-none"); }
  public List<String> agents(String game) { return List.of("thrower", "illegal"); }
  public Agent<?> create(Game<?> game, String agent, AgentOptions options) {
    if (agent.equals("thrower")) return (s, rng) -> { throw new IllegalStateException("boom in act"); };
    return (s, rng) -> 5;
  }
}
""")
BROKEN_SOURCES = [
    factory('Hidden', healthy('hidden'), 'private Hidden() {}'),
    factory('CtorThrows', healthy('ctor'), 'public CtorThrows() { throw new IllegalStateException("boom in constructor"); }'),
    factory('StaticThrows', healthy('static'), 'static final int ZERO = 1 / Integer.parseInt("0");'),
    java('plugin.NotAFactory', 'package plugin;\npublic final class NotAFactory {}\n'),
    factory('NamesNull', 'public List<String> names() { return null; }\n'
            'public Game<?> create(String name, String rules) { return null; }'),
    factory('NamesThrows', 'public List<String> names() { throw new UnsupportedOperationException("boom in names"); }\n'
            'public Game<?> create(String name, String rules) { return null; }'),
    factory('Newer', healthy('newer')),
    factory('PairAgain', healthy('solo', 'pair')),
    factory('Healthy', healthy('healthy')),
    agents('AgentsRandom', 'healthy', 'random'),
    agents('AgentsGreedy', 'pair', 'greedy'),
]
def jar(name, classes_of, services):
    out = PLUG / name
    classes = PLUG / (name + '.classes')
    classes.mkdir(parents=True, exist_ok=True)
    r = subprocess.run(['javac', '-d', str(classes), '-cp', str(ROOT / 'target/levellab.jar'), '--release', '17',
                        '-proc:none'] + classes_of, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit('the plug-in sources do not compile:\n' + r.stderr)
    (classes / 'META-INF/services').mkdir(parents=True, exist_ok=True)
    for service, lines in services.items():
        (classes / 'META-INF/services' / service).write_text('\n'.join(lines) + '\n')
    return classes, out
def pack(classes, out):
    subprocess.run(['jar', '--create', '--file', str(out), '-C', str(classes), '.'], check=True)
    return str(out)
GF, AF = 'org.levellab.game.GameFactory', 'org.levellab.game.AgentFactory'
classes, out = jar('broken.jar', BROKEN_SOURCES + [FAULTY], {
    GF: ['plugin.Missing', 'plugin.Hidden', 'plugin.CtorThrows', 'plugin.StaticThrows', 'plugin.NotAFactory',
         'plugin.NamesNull', 'plugin.NamesThrows', 'plugin.Newer', 'plugin.PairAgain', 'plugin.Healthy'],
    AF: ['plugin.AgentsRandom', 'plugin.AgentsGreedy']})
newer = classes / 'plugin/Newer.class'  # as if compiled by a Java newer than any this runs on
b = bytearray(newer.read_bytes()); b[6:8] = (200).to_bytes(2, 'big'); newer.write_bytes(bytes(b))
BROKEN = pack(classes, out)
FAULTY_JAR = pack(*jar('faulty.jar', [FAULTY, FAULTY_AGENTS], {GF: ['plugin.Faulty'], AF: ['plugin.FaultyAgents']}))
NOT_A_JAR = w('plugins/notes.jar', 'not a zip file\n')
for label, args in (('deal pair', ['deal', '--game', 'pair', '--seed', '3']),
                    ('solve pair', ['solve', '--game', 'pair', '--seed', '3', '--max-nodes', '20000']),
                    ('play the healthy game beside them', ['play', '--game', 'healthy', '--seed', '1']),
                    ('play --help lists the rest', ['play', '--help'])):
    c('plugin broken entries: ' + label, *args, kind='warn', env={'LEVELLAB_CLASSPATH': BROKEN})
c('plugin not a jar: deal pair', 'deal', '--game', 'pair', '--seed', '3', kind='warn',
  env={'LEVELLAB_CLASSPATH': NOT_A_JAR + ':' + FAULTY_JAR})
c('plugin broken entries: play a game left out', 'play', '--game', 'hidden', env={'LEVELLAB_CLASSPATH': BROKEN})
for label, args in (('create throws', ['play', '--game', 'faulty-create-throws']),
                    ('create returns null', ['solve', '--game', 'faulty-create-null']),
                    ('newInitialState throws', ['deal', '--game', 'faulty-start-throws', '--seed', '5']),
                    ('legalActions throws', ['hint', '--game', 'faulty-legal-throws', '--agent', 'random', '--seed', '5']),
                    ('apply throws in play', ['play', '--game', 'faulty-apply-throws', '--seed', '5']),
                    ('apply throws in playtest', ['playtest', '--game', 'faulty-apply-throws', '--agents', 'random',
                                                  '--games', '4']),
                    ('apply throws in solve --deals', ['solve', '--game', 'faulty-apply-throws', '--deals', '3']),
                    ('key changes', ['solve', '--game', 'faulty-key-random', '--seed', '5']),
                    ('notation null', ['play', '--game', 'faulty-notation-null', '--seed', '5']),
                    ('agent throws', ['play', '--game', 'faulty-none', '--agent', 'thrower', '--seed', '5']),
                    ('agent illegal', ['playtest', '--game', 'faulty-none', '--agents', 'random,illegal', '--games', '2'])):
    c('plugin ' + label, *args, kind='plugin', env={'LEVELLAB_CLASSPATH': FAULTY_JAR})

def digest(p):
    try:
        return hashlib.sha256(Path(p).read_bytes()).hexdigest()
    except Exception:
        return None

# BAD_INPUTS_ONLY=plugin runs only the cases whose label starts so
only = os.environ.get('BAD_INPUTS_ONLY', '')
results = []
for label, args, kind, inputs, outputs, fn, extra_env, limit in cases:
    if not label.startswith(only):
        continue
    before = {p: digest(p) for p in inputs}
    listing = set(os.listdir(T))
    env = dict(os.environ, JAVA_TOOL_OPTIONS='-Xmx256m', LEVELLAB_PROGRESS='0')  # no progress bar on stderr
    env.pop('LEVELLAB_CLASSPATH', None)
    env.update(extra_env)
    t0 = time.monotonic()
    try:
        if fn is not None:
            code, out, err = fn()
        else:
            r = subprocess.run(LL + args, cwd=T, capture_output=True, text=True, timeout=limit, env=env)
            code, out, err = r.returncode, r.stdout, r.stderr
    except subprocess.TimeoutExpired:
        code, out, err = 'timeout', '', ''
    dt = time.monotonic() - t0
    err_lines = [l for l in err.strip().splitlines() if l and not l.startswith('Picked up JAVA_TOOL_OPTIONS')
                 and not l.startswith('levellab: note:')]
    if kind == 'ok' and any('OutOfMemoryError' in l or 'out of memory' in l for l in err_lines):
        code = 'out of memory'
    if kind == 'ok' and code == 0 and err_lines and fn is not None:
        code = 'failed: ' + err_lines[0]
    changed = [p for p in inputs if digest(p) != before[p]]
    new_files = sorted(set(os.listdir(T)) - listing)
    plugin = 'LEVELLAB_CLASSPATH' in extra_env
    trace = any(('\tat ' in l or 'Exception' in l or l.startswith('Caused by'))
                and not (plugin and l.startswith('levellab: ')) for l in err_lines)
    warnings = [l for l in err_lines if l.startswith('levellab: warning: ')]
    if plugin and kind == 'refuse':
        err_lines = [l for l in err_lines if l not in warnings]  # the warnings say why the game is unknown
    if kind == 'warn':
        jars = [v for v in extra_env.get('LEVELLAB_CLASSPATH', '').split(':') if v]
        verdict = 'bad' if code != 0 or trace else 'good' if warnings and len(warnings) == len(err_lines) \
            and all(any(j in l for j in jars) for l in warnings) else 'poor'
    elif kind == 'plugin':
        rest = [l for l in err_lines if l not in warnings]
        if code in (0, 'timeout') or trace:
            verdict = 'bad'
        elif code == 1 and len(rest) == 1 and rest[0].startswith('levellab: error: plug-in ') \
                and extra_env['LEVELLAB_CLASSPATH'] in rest[0]:
            verdict = 'good'
        else:
            verdict = 'poor'
    elif kind == 'ok':
        verdict = 'good' if code == 0 else 'bad'
    elif code == 'timeout' or trace or changed or code == 0:
        verdict = 'bad'
    elif code == 2 and err_lines and (err_lines[0].startswith(('Unknown option', 'Invalid value', 'Missing required'))
                                      and "'--" in err_lines[0] or err_lines[0].startswith('Unknown options: ')):
        verdict = 'good'  # picocli: one line naming the option, then the usage
    elif label.startswith('bare') and code == 2 and err_lines[0].startswith('levellab: error:'):
        verdict = 'good'  # the command's usage follows its one line
    elif len(err_lines) == 1 and err_lines[0].startswith('levellab: error:') and code in (1, 2):
        line = err_lines[0]
        names = ('--' in line) or any(s in line for s in ('/', '.txt', '.toml', '.trace', '.deal', '.csv', "'",
                                                          'LEVELLAB_')) \
            or label.startswith('bare')
        verdict = 'good' if names else 'poor'
    elif label.startswith('bare') and code == 2 and err.startswith('levellab: error:'):
        verdict = 'good'
    else:
        verdict = 'poor'
    # a checkpoint that the error line names (or that the case made on purpose) keeps the deals a run
    # decided for --resume: results kept, not something left behind
    new_files = [f for f in new_files if not (f.endswith(('.checkpoint', '.cp')) and 'checkpoint' in err)]
    if new_files and verdict == 'good' and kind != 'ok':
        verdict = 'bad'  # something left behind by a refused run
    results.append((verdict, label, code, round(dt, 1), err_lines[0][:160] if err_lines else out[:80], changed, new_files))
    print(f'{verdict:5} {label:55} exit {code} {dt:5.1f}s  {results[-1][4]}', flush=True)

from collections import Counter
counts = Counter(r[0] for r in results)
print(f"{len(results)} cases: {counts['good']} good, {counts['poor']} poor, {counts['bad']} bad")
sys.exit(1 if counts['bad'] else 0)
