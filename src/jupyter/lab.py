#!/usr/bin/env python3
"""LevelLab's Jupyter side: set up the project-local environment, run the notebooks, open JupyterLab.

    python3 src/jupyter/lab.py setup                      # .venv with Jupyter + the LevelLab kernel
    python3 src/jupyter/lab.py run --mode standard --out target/notebooks [01 02 | path/to/any.ipynb]
    python3 src/jupyter/lab.py lab [JupyterLab options]   # JupyterLab on notebooks/, e.g. --no-browser --port 8899
    python3 src/jupyter/lab.py setup-spark                # optional: pyspark's spark-submit in .venv

Notebooks whose kernelspec is `levellab-spark` (08-scale-out) get the Spark jars that Maven resolved
from Maven Central (target/spark-classpath.txt, written by every `mvn package`) and the JVM options
Spark needs on Java 17 (pom.xml's spark.jvm.args); no Spark installation is needed to run them.

`run` executes every notebook under notebooks/ from a fresh kernel and writes, for each, the
executed .ipynb and an HTML export into the output folder. It exits non-zero if any cell fails.
The notebooks read their size from LEVELLAB_MODE (quick | standard | full).

This script needs only the Python standard library; everything else is installed into .venv
(re-executing itself there), so a fresh machine needs only a JDK, Maven and Python.
"""
import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# Conda users (environment.yml) set LEVELLAB_PYTHON_ENV=current to install the kernel into the active
# environment instead of the project-local .venv.
USE_CURRENT_ENV = os.environ.get("LEVELLAB_PYTHON_ENV") == "current"
VENV = Path(sys.prefix) if USE_CURRENT_ENV else ROOT / ".venv"
REQUIREMENTS = ROOT / "src" / "jupyter" / "requirements.txt"
STARTUP = ROOT / "src" / "jupyter" / "startup.jshell"
COMPILER_DIRECTIVES = ROOT / "src" / "jupyter" / "kernel-compiler-directives.json"
JAR = ROOT / "target" / "levellab.jar"
NOTEBOOKS = ROOT / "notebooks"
KERNEL_NAME = "levellab"
SPARK_KERNEL_NAME = "levellab-spark"
SPARK_CLASSPATH = ROOT / "target" / "spark-classpath.txt"
POM = ROOT / "pom.xml"


def pom_property(name: str) -> str:
    import re
    m = re.search(rf"<{re.escape(name)}>(.*?)</{re.escape(name)}>", POM.read_text(encoding="utf-8"), re.S)
    if not m:
        sys.exit(f"[levellab] pom.xml has no property {name}")
    return m.group(1).strip()


def venv_python() -> Path:
    if USE_CURRENT_ENV:
        return Path(sys.executable)
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def in_venv() -> bool:
    return USE_CURRENT_ENV or Path(sys.prefix).resolve() == VENV.resolve()


def log(msg: str) -> None:
    print(f"[levellab] {msg}", flush=True)


def setup() -> None:
    """Creates .venv, installs the pinned requirements (once per change of the file), and writes the
    LevelLab kernelspec with the engine jar and the start-up script."""
    if not JAR.is_file():
        sys.exit(f"[levellab] {JAR.relative_to(ROOT)} is missing: build it first with 'mvn -DskipTests package'")
    if USE_CURRENT_ENV:
        install_kernel()
        return
    if not venv_python().exists():
        log("creating virtual environment .venv")
        subprocess.check_call([sys.executable, "-m", "venv", str(VENV)])
    digest = hashlib.sha256(REQUIREMENTS.read_bytes()).hexdigest()
    stamp = VENV / ".levellab-requirements.sha256"
    if not stamp.exists() or stamp.read_text().strip() != digest:
        log("installing Jupyter, nbclient, nbconvert, jjava and plotly.js from PyPI")
        install_requirements()
        stamp.write_text(digest)
    install_kernel()


# uv installs the pinned requirements in parallel and from its own cache: about 15 s where pip took
# about 50 s on a fresh .venv. pip stays the fallback, so an index that uv cannot use still works.
UV = "uv==0.13.9"


def install_requirements() -> None:
    python = str(venv_python())
    pip = [python, "-m", "pip", "install", "--disable-pip-version-check", "-q"]
    try:
        subprocess.check_call(pip + [UV])
        subprocess.check_call([python, "-m", "uv", "pip", "install", "--python", python, "-q", "-r", str(REQUIREMENTS)])
    except subprocess.CalledProcessError:
        log("uv could not install the requirements: installing them with pip")
        subprocess.check_call(pip + ["--upgrade", "pip"])
        subprocess.check_call(pip + ["-r", str(REQUIREMENTS)])


def install_kernel() -> None:
    kernels = VENV / "share" / "jupyter" / "kernels"
    jjava_dir = kernels / "java"  # where the jjava wheel puts its kernel
    launcher, kernel_jar = jjava_dir / "jjava-launcher.jar", jjava_dir / "jjava.jar"
    if not launcher.is_file() or not kernel_jar.is_file():
        sys.exit(f"[levellab] the jjava kernel is not in {jjava_dir}: is jjava installed in .venv?")
    plotly_js = next(VENV.glob("lib*/python*/site-packages/plotly/package_data/plotly.min.js"), None)
    if plotly_js is None:
        plotly_js = next(VENV.glob("Lib/site-packages/plotly/package_data/plotly.min.js"), None)
    if plotly_js is None:
        sys.exit("[levellab] plotly.min.js not found in .venv: is plotly installed?")
    target = kernels / KERNEL_NAME
    target.mkdir(parents=True, exist_ok=True)
    for jar in (launcher, kernel_jar):
        shutil.copy2(jar, target / jar.name)
    spec = {
        "argv": ["java", "-jar", "{resource_dir}/jjava-launcher.jar", "{resource_dir}/jjava.jar",
                 "{connection_file}"],
        "display_name": "LevelLab (Java)",
        "language": "java",
        "interrupt_mode": "message",
        "env": {
            "JJAVA_CLASSPATH": str(JAR),
            "JJAVA_STARTUP_SCRIPTS_PATH": str(STARTUP),
            "JJAVA_JVM_OPTS": "-Xmx6g -XX:+UseParallelGC",
            "LEVELLAB_PLOTLY_JS": str(plotly_js),
        },
        "metadata": {"levellab": "generated by src/jupyter/lab.py; do not edit"},
    }
    (target / "kernel.json").write_text(json.dumps(spec, indent=2))
    if SPARK_CLASSPATH.is_file():
        # The same kernel with Spark (provided scope, from Maven Central) on its classpath.
        spark = kernels / SPARK_KERNEL_NAME
        spark.mkdir(parents=True, exist_ok=True)
        for jar in (launcher, kernel_jar):
            shutil.copy2(jar, spark / jar.name)
        spark_spec = json.loads(json.dumps(spec))
        spark_spec["display_name"] = "LevelLab with Spark (Java)"
        spark_spec["env"]["JJAVA_CLASSPATH"] = os.pathsep.join(
            [str(JAR), SPARK_CLASSPATH.read_text(encoding="utf-8").strip()])
        spark_spec["env"]["JJAVA_JVM_OPTS"] += " " + pom_property("spark.jvm.args")
        (spark / "kernel.json").write_text(json.dumps(spark_spec, indent=2))


def setup_spark() -> None:
    """Optional: installs pyspark (the same version as pom.xml's Spark) into .venv for its spark-submit."""
    setup()
    version = pom_property("spark.version")
    log(f"installing pyspark=={version} from PyPI into {VENV} (for spark-submit)")
    subprocess.check_call([str(venv_python()), "-m", "pip", "install", "--disable-pip-version-check", "-q",
                           f"pyspark=={version}"])
    submit = VENV / ("Scripts/spark-submit.cmd" if os.name == "nt" else "bin/spark-submit")
    log(f"spark-submit: {submit}")


def absolute_levellab_classpath() -> None:
    """Makes the entries of LEVELLAB_CLASSPATH (jars and folders of games from outside the engine, which
    startup.jshell adds to every kernel's class path) absolute, read from the folder this script was
    started in: kernels run in the notebooks' folder. Empty entries are dropped."""
    value = os.environ.get("LEVELLAB_CLASSPATH", "")
    if value:
        entries = [str(Path(e).absolute()) if e != "*" and not e.endswith(os.sep + "*") else
                   str(Path(e[:-1] or ".").absolute() / "*") for e in value.split(os.pathsep) if e.strip()]
        os.environ["LEVELLAB_CLASSPATH"] = os.pathsep.join(entries)


def ensure_venv_and_reexec(argv) -> None:
    setup()
    if not in_venv():
        os.execv(str(venv_python()), [str(venv_python()), str(Path(__file__).resolve()), *argv])


def notebooks(only, given=()) -> list:
    """The notebooks `run` executes: every notebook under notebooks/ when nothing is named; otherwise
    each name, in the order given, that is a path to an .ipynb file (anywhere) or a name prefix of
    notebooks under notebooks/ (so are the prefixes of --only). A name that matches nothing is refused,
    and so are two notebooks with one file name (their outputs would overwrite each other)."""
    names = list(given) + list(only or [])
    if not names:
        found = sorted(NOTEBOOKS.glob("*.ipynb"))
        if not found:
            sys.exit("[levellab] no notebooks in notebooks/")
        return found
    found = []
    for name in names:
        path = Path(name)
        if name.endswith(".ipynb") or path.is_file() or os.sep in name or "/" in name:
            if not path.is_file():
                sys.exit(f"[levellab] run: no notebook {name} (a path to an .ipynb file, or a name prefix of"
                         f" notebooks/)")
            if path.suffix != ".ipynb":
                sys.exit(f"[levellab] run: {name} is not a notebook (.ipynb)")
            matches = [path.resolve()]
        else:
            matches = sorted(nb for nb in NOTEBOOKS.glob("*.ipynb") if nb.name.startswith(name))
            if not matches:
                sys.exit(f"[levellab] run: no notebook under notebooks/ starts with '{name}'")
        found.extend(m for m in matches if m not in found)
    by_name = {}
    for nb in found:
        if nb.name in by_name:
            sys.exit(f"[levellab] run: {by_name[nb.name]} and {nb} have the same file name: their executed copies"
                     f" would overwrite each other in the output folder")
        by_name[nb.name] = nb
    return found


# NotebookSupport.PROGRESS_CLASS: the HTML class of a progress line shown while a run goes on.
PROGRESS_CLASS = "levellab-progress"


def drop_progress(nb) -> int:
    """Removes the progress displays (running bars, or the empty marker a finished short run leaves)
    from an executed notebook, so that the saved notebook carries no progress remnants. Returns how
    many outputs were removed."""
    removed = 0
    for cell in nb.cells:
        if cell.get("cell_type") != "code":
            continue
        kept = []
        for out in cell.get("outputs", []):
            html = out.get("data", {}).get("text/html", "") if out.get("output_type") == "display_data" else ""
            html = "".join(html) if isinstance(html, list) else html
            if PROGRESS_CLASS in html:
                removed += 1
            else:
                kept.append(out)
        cell["outputs"] = kept
    return removed


# Cells whose code a reader does not need carry this tag: the HTML export shows their outputs only
# (JupyterLab keeps the code, collapsed: the cell's metadata says source_hidden).
HIDE_INPUT_TAG = "hide-input"
# What the lab template links from a CDN (require.js, MathJax, mermaid): the notebooks need none of it,
# and an export that reaches the network is not self-contained.
EXTERNAL_SCRIPT = r'<script[^>]*\bsrc="https?://[^"]*"[^>]*>\s*</script>'
EXTERNAL_LINK = r'<link[^>]*\bhref="https?://[^"]*"[^>]*>'
EXTERNAL_MODULE = r'<script type="module">(?:(?!</script>).)*?https?://(?:(?!</script>).)*?</script>'


def export_html(nb) -> str:
    """The executed notebook as a self-contained HTML page: the code of cells tagged hide-input left out,
    no script, style sheet or module fetched from the network (plotly.js is inlined once, by the first
    figure)."""
    import re
    from nbconvert import HTMLExporter
    from nbconvert.preprocessors import TagRemovePreprocessor
    from traitlets.config import Config
    config = Config()
    config.TagRemovePreprocessor.remove_input_tags = {HIDE_INPUT_TAG}
    config.TagRemovePreprocessor.enabled = True
    exporter = HTMLExporter(template_name="lab", config=config)
    exporter.register_preprocessor(TagRemovePreprocessor(config=config), enabled=True)
    body, _ = exporter.from_notebook_node(nb)
    for pattern in (EXTERNAL_SCRIPT, EXTERNAL_LINK, EXTERNAL_MODULE):
        body = re.sub(pattern, "", body, flags=re.S)
    return body


def tree_cpu_seconds(root: int) -> float:
    """User and system CPU so far of a running process and all its descendants, from /proc (Linux)."""
    tick = os.sysconf("SC_CLK_TCK")
    parent, cpu = {}, {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()  # after the command name, which may hold spaces
        except OSError:
            continue  # ended meanwhile
        pid = int(stat.parent.name)
        parent[pid] = int(fields[1])
        cpu[pid] = (int(fields[11]) + int(fields[12])) / tick  # utime, stime
    total, todo = 0.0, [root]
    while todo:
        pid = todo.pop()
        total += cpu.get(pid, 0.0)
        todo.extend(child for child, p in parent.items() if p == pid)
    return total


def children_cpu_seconds() -> float:
    """User and system CPU of every finished child process (the kernels, once shut down), so a
    notebook's CPU cost can be told apart from the machine's load."""
    import resource
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def compiler_directives_option() -> str:
    """The kernel JVM's option that keeps the optimizing compiler off javac, JShell and the JDK (see the
    directives file). Left out, saying so, where the file's path holds a space, which the launcher
    would split the option on."""
    path = str(COMPILER_DIRECTIVES)
    if any(c.isspace() for c in path):
        log(f"standard runs go without {COMPILER_DIRECTIVES.name}: its path holds a space ({path})")
        return ""
    return f"-XX:+UnlockDiagnosticVMOptions -XX:CompilerDirectivesFile={path}"


def mode_jvm_opts(mode: str) -> str:
    """JVM options a run adds to the kernel's, by mode. In quick mode the cells compute little and the
    kernel's CPU goes to JShell compiling them: the JIT's top tier spends more compiling javac than it
    ever returns (a notebook's kernel CPU roughly halves with C1 alone). Standard runs keep the whole
    JIT for the engine, which their computations need, but not for javac and the JDK (about a sixth less
    kernel CPU over the ten notebooks, the cells' code as fast). Full runs, and JupyterLab's kernels,
    whose sessions can be long enough to repay the optimizing compiler everywhere, keep the JVM's
    defaults. LEVELLAB_KERNEL_JVM_OPTS adds more (say -Xmx12g) to every kernel a run starts."""
    if mode == "quick":
        return "-XX:TieredStopAtLevel=1"
    return compiler_directives_option() if mode == "standard" else ""


def execute_one(path: Path, mode: str, timeout: int) -> tuple:
    """Executes one notebook from a fresh kernel and returns (executed notebook, ok, wall seconds, kernel
    CPU seconds). The CPU counted is this notebook's kernel alone: its process tree, or (without /proc)
    the children of this process that ended while it ran, of which there is no other."""
    import nbformat
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    os.environ["LEVELLAB_MODE"] = mode
    log(f"executing {path.name} (mode {mode})")
    nb = nbformat.read(path, as_version=4)
    kernel = nb.metadata.get("kernelspec", {}).get("name", KERNEL_NAME)
    # Where /proc shows the kernel's processes, their CPU is read after each cell and the kernel is
    # stopped at once when the last cell has replied: a graceful shutdown of the JJava kernel took about
    # 3 s per notebook, and a stopped kernel's own JVM (started by the launcher) is never counted among
    # this process's children. Elsewhere: a graceful shutdown, and the children's CPU.
    live_cpu = Path("/proc/self/stat").is_file()
    client = NotebookClient(nb, kernel_name=kernel if kernel == SPARK_KERNEL_NAME else KERNEL_NAME, timeout=timeout,
                            shutdown_kernel="immediate" if live_cpu else "graceful",
                            resources={"metadata": {"path": str(NOTEBOOKS)}})
    kernel_cpu = [0.0]
    if live_cpu:
        def after_cell(**_):
            kernel_cpu[0] = tree_cpu_seconds(client.km.provisioner.pid)
        client.on_cell_executed = after_cell
    extra = f"{mode_jvm_opts(mode)} {os.environ.get('LEVELLAB_KERNEL_JVM_OPTS', '')}".strip()
    if extra:
        env = client.create_kernel_manager().kernel_spec.env  # this run's copy of the kernelspec
        env["JJAVA_JVM_OPTS"] = f"{env.get('JJAVA_JVM_OPTS', '')} {extra}".strip()
    started = time.monotonic()
    cpu_before = children_cpu_seconds()
    try:
        client.execute()
        ok = True
    except CellExecutionError as e:
        ok = False
        log(f"FAILED {path.name}: a cell raised an error\n{e}")
    except Exception as e:  # a dead kernel or a time-out is a failure of this notebook, not of the run
        ok = False
        log(f"FAILED {path.name}: {type(e).__name__}: {e}")
    elapsed = time.monotonic() - started
    cpu = kernel_cpu[0] if live_cpu else children_cpu_seconds() - cpu_before
    log(f"{'ok' if ok else 'FAILED'} {path.name} in {elapsed:.1f}s (kernel CPU {cpu:.1f}s)")
    return nb, ok, elapsed, cpu


def check_saved(path: Path, out: Path) -> list:
    """Runs the engine's NotebookCheck on one saved notebook and its ExportCheck (headless Chromium) on
    the notebook's export, both in one JVM; returns their complaints, none when both are clean."""
    java = str(Path(os.environ["JAVA_HOME"]) / "bin" / "java") if os.environ.get("JAVA_HOME") else "java"
    # A check lives a few seconds: the JIT's first tier and the serial collector cost it less CPU
    # than the full JIT's compiler threads would give back.
    done = subprocess.run([java, "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-XX:-UsePerfData",
                           "-cp", str(JAR), "org.levellab.lab.SavedNotebookCheck", str(out / path.name)],
                          capture_output=True, text=True)
    if done.returncode == 0:
        return []
    said = [line for line in (done.stderr + done.stdout).splitlines()
            if line.strip() and not re.fullmatch(r"SavedNotebookCheck: \d+ problem\(s\)", line)]
    return said or [f"SavedNotebookCheck: {path.name}: exit {done.returncode}"]


def save_one(nb, path: Path, out: Path, check: bool = False) -> list:
    """Saves an executed notebook (progress displays dropped, signed) and its HTML export, and with
    `check` runs the checks on both; returns the checks' complaints."""
    import nbformat
    from nbformat.sign import NotebookNotary
    drop_progress(nb)
    # Signed, so that JupyterLab trusts the outputs and runs the figure scripts when opened.
    NotebookNotary().sign(nb)
    nbformat.write(nb, out / path.name)
    (out / path.with_suffix(".html").name).write_text(export_html(nb), encoding="utf-8")
    problems = check_saved(path, out) if check else []
    checked = (" and checked" if not problems else "; the checks complained") if check else ""
    log(f"saved {path.name} and its export{checked} -> {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}")
    return problems


def run_one(path: Path, mode: str, out: Path, timeout: int, check: bool = False) -> tuple:
    """Executes and saves one notebook; returns (name, ok, wall seconds, kernel CPU seconds, the checks'
    complaints). Runs in a worker process when notebooks run side by side, so the CPU counted is this
    notebook's kernel alone."""
    nb, ok, elapsed, cpu = execute_one(path, mode, timeout)
    return path.name, ok, elapsed, cpu, save_one(nb, path, out, check)


def run_in_turn(paths, mode: str, out: Path, timeout: int, check: bool = False) -> list:
    """Executes the notebooks one at a time, each saved and exported by a second process while the next
    one runs: the export (about a second of Python per notebook) overlaps the next kernel's work instead
    of adding to the run, and so do the checks with `check`. That process ends only after the last
    notebook, so its CPU is never counted as a kernel's."""
    from concurrent.futures import ProcessPoolExecutor
    executed, saving = [], []
    with ProcessPoolExecutor(max_workers=1) as saver:
        for p in paths:
            nb, ok, elapsed, cpu = execute_one(p, mode, timeout)
            saving.append(saver.submit(save_one, nb, p, out, check))
            executed.append((p.name, ok, elapsed, cpu))
        return [(*e, f.result()) for e, f in zip(executed, saving)]


def run(args) -> int:
    out = (ROOT / args.out) if not Path(args.out).is_absolute() else Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    paths = notebooks(args.only, args.notebooks)
    if any(nbkernel(p) == SPARK_KERNEL_NAME for p in paths) and not SPARK_CLASSPATH.is_file():
        sys.exit(f"[levellab] {SPARK_CLASSPATH.relative_to(ROOT)} is missing: build with 'mvn -DskipTests package'")
    if args.check and not JAR.is_file():
        sys.exit(f"[levellab] run --check: {JAR.relative_to(ROOT)} is missing: build it with 'mvn -DskipTests package'")
    started = time.monotonic()
    if args.jobs <= 1 or len(paths) <= 1:
        results = run_in_turn(paths, args.mode, out, args.timeout, args.check)
    else:
        # Side by side, each in its own process and kernel; results come back in the notebooks' order.
        from concurrent.futures import ProcessPoolExecutor
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            futures = {p: pool.submit(run_one, p, args.mode, out, args.timeout, args.check) for p in paths}
            results = [futures[p].result() for p in paths]
    failures = [name for name, ok, _, _, _ in results if not ok]
    complained = [name for name, *_, said in results if said]
    problems = [line for *_, said in results for line in said]
    wall = time.monotonic() - started
    cpu = sum(c for _, _, _, c, _ in results)
    for line in problems:
        print(line, file=sys.stderr, flush=True)
    if failures:
        log(f"{len(failures)} notebook(s) failed: {', '.join(failures)}")
    if complained:
        log(f"the checks complained about {len(complained)} saved notebook(s) or their exports: {', '.join(complained)}")
    if failures or problems:
        return 1
    checked = ", saved notebooks and exports checked" if args.check else ""
    log(f"all notebooks ran in {wall:.1f}s (kernel CPU {cpu:.1f}s, {args.jobs} at a time{checked}); executed"
        f" notebooks and HTML exports are in {out}")
    return 0


def nbkernel(path: Path) -> str:
    """The kernel a notebook names in its metadata (the LevelLab kernel when it names none)."""
    with open(path, encoding="utf-8") as f:
        return json.load(f).get("metadata", {}).get("kernelspec", {}).get("name", KERNEL_NAME)


def lab(args) -> int:
    os.environ.setdefault("LEVELLAB_MODE", "standard")
    os.execv(str(venv_python()), [str(venv_python()), "-m", "jupyter", "lab", f"--notebook-dir={NOTEBOOKS}",
                                  *jupyterlab_options(args.extra)])
    return 0


def jupyterlab_options(extra) -> list:
    """What `lab` hands to JupyterLab: every argument it does not take itself, in order. A `--` before
    them (the usual way to say "the rest is for the program underneath") is dropped, not passed on:
    JupyterLab would read what follows it as file names."""
    extra = list(extra)
    if extra and extra[0] == "--":
        extra = extra[1:]
    return extra


def main(argv) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("setup", help="create .venv and install the LevelLab kernel")
    sub.add_parser("setup-spark", help="optional: install pyspark (spark-submit) into .venv")
    p_run = sub.add_parser(
        "run", help="execute notebooks (all of notebooks/, or those named) and export HTML",
        description="Executes notebooks from a fresh kernel each and writes the executed .ipynb and an HTML export"
                    " of each into --out. Without NOTEBOOK arguments (or --only), every notebook under notebooks/"
                    " runs. A NOTEBOOK is a path to any .ipynb file (relative to the current folder), or a name"
                    " prefix of notebooks under notebooks/ (00 runs 00-tour.ipynb). Every notebook runs with"
                    " notebooks/ as its working folder and the LevelLab kernel (levellab-spark when its metadata"
                    " names that one).",
        epilog="examples: run --mode quick 00 03 | run --mode quick path/to/my.ipynb --out /tmp/out |"
               " run --only 00 (the same as run 00)")
    p_run.add_argument("notebooks", nargs="*", metavar="NOTEBOOK",
                       help="a path to an .ipynb file, or a name prefix of notebooks under notebooks/")
    p_run.add_argument("--mode", choices=["quick", "standard", "full"], default="standard")
    p_run.add_argument("--out", default="target/notebooks")
    p_run.add_argument("--only", nargs="*", metavar="NOTEBOOK",
                       help="more notebooks: name prefixes (e.g. 00 03) or paths, as NOTEBOOK")
    p_run.add_argument("--timeout", type=int, default=3600, help="seconds per cell")
    p_run.add_argument("--check", action="store_true",
                       help="check each saved notebook and its export (NotebookCheck, ExportCheck in headless"
                            " Chromium) while the next notebook runs; the run fails if either complains")
    p_run.add_argument("--jobs", type=int, default=1,
                       help="notebooks executed side by side, each with its own kernel (default 1: timings"
                            " printed in the notebooks then share the machine with nothing else)")
    sub.add_parser(
        "lab", help="open JupyterLab on notebooks/ (any other option goes to JupyterLab)",
        description="Starts JupyterLab on notebooks/ with the LevelLab kernels. Every other argument is"
                    " JupyterLab's own and is passed on as given, e.g. on a remote or headless machine, or as"
                    " root in a container: lab --no-browser --ip 0.0.0.0 --port 8899 --allow-root"
                    " --ServerApp.token=SECRET. A leading -- is dropped (lab -- --help shows JupyterLab's help).")
    # lab hands what it does not know to JupyterLab; every other command refuses it
    args, extra = parser.parse_known_args(argv)
    if args.command == "lab":
        before = argv[:argv.index("lab")]
        misplaced = [e for e in extra if e in before]
        if misplaced:
            parser.error(f"{' '.join(misplaced)}: JupyterLab's options go after 'lab'")
        args.extra = extra
    elif extra:
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if args.command == "run" and args.jobs < 1:
        parser.error(f"--jobs {args.jobs}: at least 1 notebook at a time")
    if args.command == "setup":
        setup()
        log(f"kernel '{KERNEL_NAME}' installed in {VENV}")
        return 0
    if args.command == "setup-spark":
        setup_spark()
        return 0
    absolute_levellab_classpath()
    ensure_venv_and_reexec(argv)
    return run(args) if args.command == "run" else lab(args)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
