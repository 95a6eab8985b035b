#!/usr/bin/env python3
"""Bad or odd command lines against bin/levellab (build first: mvn -B -q -DskipTests package), each
classified good / poor / bad, with a count at the end. Run: python3 bin/bad-inputs.py

good: refused with exit 2 (or 1 after the work for a failed write), one stderr line starting
'levellab: error:' that names the option or file, no stack trace, nothing partial left behind,
inputs unchanged; or, for a case marked ok, exit 0.
poor: refused but the line names neither the option nor the file, or more than one line.
bad: a stack trace, exit 0 on bad input, a hang (time-out), a partial output left, an input changed.
"""
import hashlib, os, subprocess, sys, tempfile, time
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
cases = []  # (label, args, kind) kind: 'refuse' (default) or 'ok'
def c(label, *args, kind='refuse', inputs=(), outputs=()):
    cases.append((label, list(args), kind, list(inputs), list(outputs)))

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
# 7. unknown or odd options
c('unknown game', 'play', '--game', 'chess')
c('unknown agent', 'play', '--game', 'pair', '--agent', 'wizard')
c('agent option repeated', 'play', '--game', 'tripeaks', '--agent', 'pimc:k=1:k=2')
c('agent bad option', 'play', '--game', 'tripeaks', '--agent', 'pimc:k=abc')
c('agent for another game', 'play', '--game', 'blackhole', '--agent', 'sgs')
c('unknown option', 'dice', '--bogus', '1')
c('threads 0', 'dice', '--trials', '100', '--threads', '0')
c('threads -1', 'dice', '--trials', '100', '--threads', '-1')
c('threads huge', 'dice', '--trials', '100', '--threads', '100000')
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

def digest(p):
    try:
        return hashlib.sha256(Path(p).read_bytes()).hexdigest()
    except Exception:
        return None

results = []
for label, args, kind, inputs, outputs in cases:
    before = {p: digest(p) for p in inputs}
    listing = set(os.listdir(T))
    env = dict(os.environ, JAVA_TOOL_OPTIONS='-Xmx256m')
    t0 = time.monotonic()
    try:
        r = subprocess.run(LL + args, cwd=ROOT, capture_output=True, text=True, timeout=60, env=env)
        code, out, err = r.returncode, r.stdout, r.stderr
    except subprocess.TimeoutExpired:
        code, out, err = 'timeout', '', ''
    dt = time.monotonic() - t0
    err_lines = [l for l in err.strip().splitlines() if l and not l.startswith('Picked up JAVA_TOOL_OPTIONS')]
    changed = [p for p in inputs if digest(p) != before[p]]
    new_files = sorted(set(os.listdir(T)) - listing)
    trace = any('\tat ' in l or 'Exception' in l or l.startswith('Caused by') for l in err_lines)
    if kind == 'ok':
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
        names = ('--' in line) or any(s in line for s in ('/', '.txt', '.toml', '.trace', '.deal', '.csv', "'")) \
            or label.startswith('bare')
        verdict = 'good' if names else 'poor'
    elif label.startswith('bare') and code == 2 and err.startswith('levellab: error:'):
        verdict = 'good'
    else:
        verdict = 'poor'
    if new_files and verdict == 'good' and kind != 'ok':
        verdict = 'bad'  # something left behind by a refused run
    results.append((verdict, label, code, round(dt, 1), err_lines[0][:160] if err_lines else out[:80], changed, new_files))
    print(f'{verdict:5} {label:55} exit {code} {dt:5.1f}s  {results[-1][4]}', flush=True)

from collections import Counter
counts = Counter(r[0] for r in results)
print(f"{len(results)} cases: {counts['good']} good, {counts['poor']} poor, {counts['bad']} bad")
sys.exit(1 if counts['bad'] else 0)
