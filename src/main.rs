//! `slate`: with no arguments a UCI engine on stdin/stdout; subcommands for the rest. The work
//! lives in the library; this file only dispatches.

use clap::{Args, Parser, Subcommand};
use slate::endgame;
use slate::material::{MaterialConfig, PieceValueSet, report};
use slate::safe_file::Replace;
use std::io::{self, Write};
use std::process::ExitCode;

/// Slate: a UCI chess engine. Without a subcommand it speaks UCI on stdin/stdout.
#[derive(Parser)]
#[command(name = "slate", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Search a fixed set of positions to a fixed depth; prints the node count and speed.
    Bench(slate::bench::BenchArgs),
    /// Count legal move paths (perft) from a position, or check an EPD suite of counts.
    Perft(slate::perft::cli::PerftArgs),
    /// Show what the material subsystem knows about a position.
    Material(MaterialArgs),
    /// Tools for the learning store (persistent hash table).
    Learn(slate::learn_cli::LearnArgs),
    /// List the recognised endgames, or check them against tablebase labels.
    Endgames(EndgamesArgs),
    /// Print the static evaluation of a position term by term, per side.
    Eval(EvalArgs),
    /// Fit every evaluation weight to game results (Texel's method, Adam) and write them out.
    Tune(TuneArgs),
    /// Fit the residual net (a small correction on top of the linear evaluation) to labelled
    /// positions, the linear weights held fixed, and write it out.
    TuneResidual(TuneResidualArgs),
    /// Train the efficiently updated network on games files of `datagen --format games`.
    TrainNetwork(TrainNetworkArgs),
    /// Play short self-play games and write their quiet positions with results, for `tune`.
    Datagen(DatagenArgs),
    /// Check a games file of `datagen --format games` and count what it holds; with `--epd`,
    /// write its kept positions in the tuner's format.
    Games(GamesArgs),
    /// Fuzz a parser or the UCI loop for a time budget (exit code 1 on a crash).
    #[command(hide = true)]
    Fuzz(FuzzArgs),
}

#[derive(Args)]
struct GamesArgs {
    /// Games files to read, one after the other.
    #[arg(required = true)]
    files: Vec<std::path::PathBuf>,
    /// Write the kept positions of every game to this EPD file (appended to).
    #[arg(long)]
    epd: Option<std::path::PathBuf>,
    /// Remove a cut-off last game (a generator stopped while writing it) before reading, as
    /// `datagen` does before it appends; damage anywhere else is still refused untouched.
    #[arg(long)]
    trim: bool,
}

#[derive(Args)]
struct FuzzArgs {
    /// fen, position, uci, pgn, hashfile, syzygy (damaged copies of ../shared/data/syzygy) or
    /// all (each in turn).
    target: String,
    /// Seconds per target.
    #[arg(long, default_value_t = 10)]
    seconds: u64,
    /// Seed of the inputs' generator: the same seed gives the same inputs.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

#[derive(Args)]
struct EndgamesArgs {
    /// A directory of tablebase label CSVs (`fen,material,wdl,dtz`) or one such file.
    #[arg(long)]
    verify: Option<std::path::PathBuf>,
    /// With --verify: also probe every labelled position in these Syzygy folders (a
    /// `SyzygyPath`) and report how many labels the probes reproduce.
    #[arg(long, requires = "verify")]
    syzygy: Option<String>,
}

#[derive(Args)]
struct DatagenArgs {
    /// Output file (appended to): EPD, or a games file with `--format games`.
    #[arg(long)]
    out: std::path::PathBuf,
    /// `epd`: the kept positions for the tuner; `games`: whole games, 4 bytes a ply, read back
    /// by `slate games`.
    #[arg(long, value_enum, default_value_t = slate::datagen::DataFormat::Epd)]
    format: slate::datagen::DataFormat,
    /// Games to play.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Nodes per move.
    #[arg(long, default_value_t = 5000)]
    nodes: u64,
    /// Random legal moves before the engine plays.
    #[arg(long, default_value_t = 8)]
    random_plies: usize,
    /// Start from random positions of this EPD file instead of the initial position.
    #[arg(long)]
    openings: Option<std::path::PathBuf>,
    /// Start positions (opening and random moves) whose search score is further than this from
    /// level, in centipawns, are drawn again; 0 keeps every start.
    #[arg(long, default_value_t = 100)]
    max_opening_score: i32,
    /// Seed of the random openings and moves: game i depends only on it and i.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once, one search thread each.
    #[arg(long, default_value_t = 1)]
    threads: usize,
}

#[derive(Args)]
struct TrainNetworkArgs {
    /// Games files (`datagen --format games`).
    #[arg(required = true)]
    games: Vec<std::path::PathBuf>,
    /// The network file to write (the best epoch by validation loss so far, after every epoch).
    #[arg(long)]
    out: std::path::PathBuf,
    /// Epochs (a resumed run goes on to this many in all).
    #[arg(long, default_value_t = 30)]
    epochs: usize,
    /// Positions per step of Adam.
    #[arg(long, default_value_t = 16384)]
    batch: usize,
    /// Adam's learning rate at the start (it falls by a cosine to a twentieth).
    #[arg(long, default_value_t = 0.001)]
    lr: f32,
    /// Weight of the game's result in the label (the rest is the search's score).
    #[arg(long, default_value_t = 0.3)]
    wdl: f32,
    /// Seed of the starting weights and of the shuffles.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Checkpoint written after every epoch (default: OUT with `.ckpt` added).
    #[arg(long)]
    checkpoint: Option<std::path::PathBuf>,
    /// Go on from the checkpoint instead of starting afresh.
    #[arg(long, conflicts_with = "init")]
    resume: bool,
    /// Start from the weights of this checkpoint (an earlier run's, for example one that imitated
    /// the hand-written evaluation) with a new run's optimiser, epochs and best loss: a second
    /// stage on other labels. A checkpoint of fewer hidden units is widened to this build's
    /// (the new units start at zero output), and one without king buckets gets its inputs
    /// repeated in each of this build's: either way the net starts computing what it did.
    #[arg(long)]
    init: Option<std::path::PathBuf>,
    /// Whose score labels a position: the generator's search (`search`) or the hand-written
    /// evaluation (`hand-written`, to make the network imitate it).
    #[arg(long, value_enum, default_value_t = slate::tune::network::Teacher::Search)]
    teacher: slate::tune::network::Teacher,
    /// Per training position, this many positions one to three random moves away, labelled by
    /// the build's static evaluation (positions a search meets that games do not show): the
    /// hand-written one in a `--no-default-features` build, the compiled-in network otherwise.
    #[arg(long, default_value_t = 0)]
    augment: usize,
    /// Apply the material entry's scale factors to the network's output in training as the
    /// engine does in play (`on`), or fit the unscaled sum (`off`, the recipe up to session 57).
    #[arg(long, value_enum, default_value_t = slate::tune::network::Scaling::On)]
    scaling: slate::tune::network::Scaling,
    /// Decoupled weight decay of the first layer (AdamW), per unit of learning rate; with
    /// `--factorise`, of each king bucket's own part only (pulling it toward the shared weights).
    #[arg(long, default_value_t = 0.0)]
    weight_decay: f32,
    /// Train the king buckets with a factoriser: a shared block of piece-square weights that
    /// every bucket adds to its own, so that each position teaches every region of the king.
    /// The network written is the sum; a resumed run must say it as the run began.
    #[arg(long)]
    factorise: bool,
    /// Every this many games one is kept for validation (whole games, never trained on).
    #[arg(long, default_value_t = 50)]
    validation_every: usize,
}

#[derive(Args)]
struct TuneResidualArgs {
    /// EPD file of quiet positions with results or labels (as for `tune`).
    #[arg(long)]
    data: std::path::PathBuf,
    /// Seed of the split, the shuffles and the starting weights.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Passes over the training set (the one with the lowest validation error is kept).
    #[arg(long, default_value_t = 20)]
    epochs: usize,
    /// Fraction held out for validation (0 or more, below 1).
    #[arg(long, default_value_t = 0.1, value_parser = fraction, allow_hyphen_values = true)]
    validation: f64,
    /// Adam step size at the start (it falls to a tenth by the end).
    #[arg(long, default_value_t = 0.001, value_parser = positive, allow_hyphen_values = true)]
    lr: f64,
    /// Positions per step.
    #[arg(long, default_value_t = 4096)]
    batch: usize,
    /// L2 penalty on the first layer's weights.
    #[arg(long, default_value_t = 0.0, value_parser = non_negative, allow_hyphen_values = true)]
    l2: f64,
    /// The sigmoid's K (by default the one that fits the linear evaluation alone).
    #[arg(long, value_parser = positive, allow_hyphen_values = true)]
    k: Option<f64>,
    /// Use only the first N positions.
    #[arg(long)]
    limit: Option<usize>,
    /// Where to write the net (required: the build includes `src/eval/residual.bin`, which only
    /// an explicit `--out src/eval/residual.bin` replaces). Checked before the fit.
    #[arg(long)]
    out: std::path::PathBuf,
}

#[derive(Args)]
struct TuneArgs {
    /// EPD file of quiet positions with results (`c9 "1-0";` or `[1.0]`).
    #[arg(long)]
    data: std::path::PathBuf,
    /// Seed of the training/validation split.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Full passes of Adam over the training set.
    #[arg(long, default_value_t = 2000)]
    epochs: usize,
    /// Fraction held out for validation (0 or more, below 1).
    #[arg(long, default_value_t = 0.1, value_parser = fraction, allow_hyphen_values = true)]
    validation: f64,
    /// Adam step size, in centipawns (finite, above 0).
    #[arg(long, default_value_t = 1.0, value_parser = positive, allow_hyphen_values = true)]
    lr: f64,
    /// L2 penalty per centipawn² on all weights but the piece values (finite, 0 or more).
    #[arg(long, default_value_t = 1e-9, value_parser = non_negative, allow_hyphen_values = true)]
    l2: f64,
    /// Weights seen in fewer training positions keep their starting value.
    #[arg(long, default_value_t = 100)]
    min_support: usize,
    /// Penalty per centipawn² pulling the effective piece values toward Kaufman's proportions
    /// (1 : 3¼ : 3¼ : 5 : 9¾ of one fitted unit, middlegame and endgame); 0 turns it off.
    #[arg(long, default_value_t = 0.0, value_parser = non_negative, allow_hyphen_values = true)]
    anchor: f64,
    /// Penalty per centipawn² pulling every fitted weight toward its compiled-in value (a prior
    /// for refitting on a small set); 0 turns it off.
    #[arg(long, default_value_t = 0.0, value_parser = non_negative, allow_hyphen_values = true)]
    prior: f64,
    /// Form of the piece-square tables: 64 free entries, mirrored, rank plus file, or none.
    #[arg(long, value_enum, default_value_t = slate::tune::PsqtShape::Free)]
    psqt_shape: slate::tune::PsqtShape,
    /// Fit only these parameter blocks (names as in the weights file, e.g. "space"; repeat the
    /// option or separate with commas); every other weight keeps its compiled-in value.
    #[arg(long, value_delimiter = ',', value_parser = block_name)]
    only: Vec<String>,
    /// Use only the first N positions.
    #[arg(long)]
    limit: Option<usize>,
    /// Where to write the weights, as Rust source (required: the build includes
    /// `crates/slate-material/src/weights.rs`, which only an explicit `--out crates/slate-material/src/weights.rs` replaces).
    /// Checked before the fit.
    #[arg(long)]
    out: std::path::PathBuf,
}

#[derive(Args)]
struct EvalArgs {
    /// The position, quoted or as separate words (options may come before or after it).
    #[arg(required = true, num_args = 1..)]
    fen: Vec<String>,
}

#[derive(Args)]
struct MaterialArgs {
    /// Piece values: classic, euwe, kaufman or tuned.
    #[arg(long, default_value = "tuned")]
    values: PieceValueSet,
    /// Leave out Chess 4.5's trade-down bonus.
    #[arg(long)]
    no_trade_down: bool,
    /// Leave out the imbalance terms.
    #[arg(long)]
    no_imbalance: bool,
    /// The position, quoted or as separate words (options may come before or after it).
    #[arg(required = true, num_args = 1..)]
    fen: Vec<String>,
}

/// A finite number, for clap.
fn finite(text: &str) -> Result<f64, String> {
    let v: f64 = text
        .trim()
        .parse()
        .map_err(|e: std::num::ParseFloatError| e.to_string())?;
    if v.is_finite() {
        Ok(v)
    } else {
        Err(format!("{v} is not a finite number"))
    }
}

fn positive(text: &str) -> Result<f64, String> {
    let v = finite(text)?;
    if v > 0.0 {
        Ok(v)
    } else {
        Err(format!("{v} is not above 0"))
    }
}

fn non_negative(text: &str) -> Result<f64, String> {
    let v = finite(text)?;
    if v >= 0.0 {
        Ok(v)
    } else {
        Err(format!("{v} is below 0"))
    }
}

fn fraction(text: &str) -> Result<f64, String> {
    let v = finite(text)?;
    if (0.0..1.0).contains(&v) {
        Ok(v)
    } else {
        Err(format!("{v} is not in [0, 1)"))
    }
}

fn block_name(text: &str) -> Result<String, String> {
    let blocks = slate::eval::params::BLOCKS;
    if blocks.iter().any(|&(_, _, name)| name == text) {
        Ok(text.to_string())
    } else {
        let names: Vec<&str> = blocks.iter().map(|&(_, _, name)| name).collect();
        Err(format!(
            "no block named {text:?}; the blocks: {}",
            names.join(", ")
        ))
    }
}

/// The bytes of a regular file (never a FIFO or a device, which could hold the command forever).
fn read_regular(path: &std::path::Path) -> anyhow::Result<Vec<u8>> {
    use std::io::Read;
    let mut bytes = Vec::new();
    slate::safe_file::open_regular(path)
        .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?
        .read_to_end(&mut bytes)
        .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
    Ok(bytes)
}

fn train_network(args: &TrainNetworkArgs) -> anyhow::Result<()> {
    use slate::tune::network::{self, Trainer};
    slate::safe_file::check_writable(&args.out, Replace::NotADatabase)?;
    let checkpoint = args.checkpoint.clone().unwrap_or_else(|| {
        let mut p = args.out.clone().into_os_string();
        p.push(".ckpt");
        p.into()
    });
    let start = std::time::Instant::now();
    let network::Data {
        train,
        valid,
        hand_written_loss,
        stats,
    } = network::load(
        &args.games,
        1.0 - args.wdl,
        args.validation_every,
        args.teacher,
        args.augment,
        args.scaling,
    )?;
    eprintln!(
        "{} games, {} plies, {} training and {} validation positions{}; read in {:.1} s",
        stats.games,
        stats.plies,
        train.len(),
        valid.len(),
        if stats.cut_off > 0 {
            format!(" ({} files cut off at their end)", stats.cut_off)
        } else {
            String::new()
        },
        start.elapsed().as_secs_f64()
    );
    anyhow::ensure!(
        !train.is_empty(),
        "no training positions in the games files"
    );
    if valid.is_empty() {
        eprintln!(
            "no validation positions (fewer than {} games): the training loss chooses the epoch written",
            args.validation_every
        );
    } else {
        let whose = if cfg!(feature = "network") {
            "the compiled-in network's"
        } else {
            "the hand-written evaluation's"
        };
        println!("{whose} validation loss: {hand_written_loss:.6}");
    }
    let mut trainer = if args.resume {
        let bytes = read_regular(&checkpoint)
            .map_err(|e| anyhow::anyhow!("{}: {e}", checkpoint.display()))?;
        let t = Trainer::from_bytes(&bytes)
            .map_err(|e| anyhow::anyhow!("{}: {e}", checkpoint.display()))?;
        eprintln!("resumed at epoch {}", t.epoch);
        anyhow::ensure!(
            t.is_factorised() == args.factorise,
            "{}: the run was {}factorised; resume it as it began ({} --factorise)",
            checkpoint.display(),
            if t.is_factorised() { "" } else { "not " },
            if t.is_factorised() { "with" } else { "without" }
        );
        t
    } else {
        let t = if let Some(init) = &args.init {
            let bytes =
                read_regular(init).map_err(|e| anyhow::anyhow!("{}: {e}", init.display()))?;
            let net = Trainer::weights_from_bytes(&bytes, args.seed)
                .map_err(|e| anyhow::anyhow!("{}: {e}", init.display()))?;
            eprintln!("starting from the weights of {}", init.display());
            Trainer::starting_from(net)
        } else {
            Trainer::new(args.seed)
        };
        if args.factorise { t.factorised()? } else { t }
    };
    let config = network::TrainConfig {
        epochs: args.epochs,
        batch: args.batch,
        lr: args.lr,
        final_lr: 0.05,
        weight_decay: args.weight_decay,
        seed: args.seed,
    };
    while trainer.epoch < args.epochs {
        let t = std::time::Instant::now();
        let loss = trainer.epoch(&train, &config);
        // Without validation games (a small run), the training loss chooses.
        let v = if valid.is_empty() {
            loss
        } else {
            trainer.effective().loss(&valid)
        };
        let better = v < trainer.best;
        if better {
            trainer.best = v;
        }
        // The net before the checkpoint: a run stopped between them redoes an epoch, and never
        // holds a checkpoint whose best epoch was not written.
        let mark = if better {
            slate::safe_file::write_bytes(
                &args.out,
                Replace::NotADatabase,
                &trainer.effective().quantise().to_bytes(),
            )?;
            " (written)"
        } else {
            ""
        };
        slate::safe_file::write_bytes(&checkpoint, Replace::NotADatabase, &trainer.to_bytes())?;
        println!(
            "epoch {:3}: training loss {loss:.6}, validation loss {v:.6}, {:.1} s{mark}",
            trainer.epoch,
            t.elapsed().as_secs_f64()
        );
    }
    // What the written net says of a few positions, as a check that it learned chess at all.
    let net = slate::eval::network::Network::from_bytes(&read_regular(&args.out)?)?;
    for (name, fen) in [
        ("start position", slate::board::START_FEN),
        (
            "Black without the queen",
            "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ),
        (
            "White without a knight",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1",
        ),
        ("Black to move, a rook up", "4k3/8/8/8/8/8/r7/4K3 b - - 0 1"),
    ] {
        let pos = slate::eval::Position::from_fen(fen)?;
        let phase =
            slate::material::MaterialCache::new(slate::material::MaterialTable::shared_default())
                .probe(pos.state().material())
                .phase();
        let entry =
            slate::material::MaterialCache::new(slate::material::MaterialTable::shared_default())
                .probe(pos.state().material());
        let white = entry.score().taper(phase);
        let material = if pos.side_to_move() == slate::board::Color::White {
            white
        } else {
            -white
        };
        let cp = net.evaluate_board(pos.board(), pos.side_to_move(), phase);
        println!(
            "{name}: {:+} cp for the side to move (material {material:+}, network {cp:+})",
            material + cp
        );
    }
    Ok(())
}

fn tune_residual(args: &TuneResidualArgs) -> anyhow::Result<()> {
    use slate::tune::residual;
    // A path that cannot be written fails now, not after the fit.
    slate::safe_file::check_writable(&args.out, Replace::NotADatabase)?;
    let start = std::time::Instant::now();
    let (data, skipped) = residual::ResidualData::load(&args.data, args.limit)?;
    eprintln!(
        "{} positions ({skipped} lines skipped), read in {:.1} s",
        data.len(),
        start.elapsed().as_secs_f64()
    );
    let config = residual::ResidualConfig {
        seed: args.seed,
        epochs: args.epochs,
        validation: args.validation,
        learning_rate: args.lr,
        batch: args.batch,
        l2: args.l2,
        k: args.k,
        progress: true,
    };
    let r = residual::fit(&data, &config)?;
    let (linear, fitted, quantised) = r.errors;
    // A regular file may be replaced, as a whole and never through a link planted beside it.
    slate::safe_file::write_bytes(&args.out, Replace::NotADatabase, &r.net.to_bytes())?;
    println!(
        "{} training and {} validation positions, K = {:.4}; validation error: linear alone {linear:.6}, \
         with the net {fitted:.6} (epoch {} of {}), quantised {quantised:.6}; {:.0} s; written to {}",
        r.train,
        r.validation,
        r.k,
        r.best_epoch,
        args.epochs,
        start.elapsed().as_secs_f64(),
        args.out.display()
    );
    Ok(())
}

fn tune(args: &TuneArgs) -> anyhow::Result<()> {
    use slate::tune;
    // A path that cannot be written fails now, not after the fit.
    slate::safe_file::check_writable(&args.out, Replace::NotADatabase)?;
    let start = std::time::Instant::now();
    let (samples, skipped, usage) = tune::load(&args.data, args.limit)?;
    let mut data = tune::Dataset::new(&samples);
    data.usage = usage;
    drop(samples);
    let load_time = start.elapsed();
    eprintln!(
        "{} positions ({skipped} lines skipped), traced in {:.1} s",
        data.len(),
        load_time.as_secs_f64()
    );
    let config = tune::TuneConfig {
        seed: args.seed,
        epochs: args.epochs,
        validation: args.validation,
        learning_rate: args.lr,
        l2: args.l2,
        min_support: args.min_support,
        anchor: args.anchor,
        prior: args.prior,
        psqt_shape: args.psqt_shape,
        only: args.only.clone(),
        progress: true,
    };
    let r = tune::tune(&data, &config)?;
    let tune_time = start.elapsed() - load_time;
    let summary = format!(
        "Fitted by `slate tune --data {} --seed {} --epochs {} --validation {} --lr {} --l2 {:e} --min-support {}{}{}{}{}{}`:\n\
         {} training and {} validation positions, K = {:.4},\n\
         training error {:.6} -> {:.6}, validation error {:.6} -> {:.6}, {:.0} s.",
        args.data.display(),
        args.seed,
        args.epochs,
        args.validation,
        args.lr,
        args.l2,
        args.min_support,
        if args.anchor > 0.0 {
            format!(" --anchor {:e}", args.anchor)
        } else {
            String::new()
        },
        if args.prior > 0.0 {
            format!(" --prior {:e}", args.prior)
        } else {
            String::new()
        },
        match args.psqt_shape {
            slate::tune::PsqtShape::Free => String::new(),
            shape => clap::ValueEnum::to_possible_value(&shape)
                .map(|v| format!(" --psqt-shape {}", v.get_name()))
                .unwrap_or_default(),
        },
        args.only
            .iter()
            .map(|b| format!(" --only '{b}'"))
            .collect::<String>(),
        args.limit
            .map(|n| format!(" --limit {n}"))
            .unwrap_or_default(),
        r.train_len,
        r.validation_len,
        r.k,
        r.train_before,
        r.train_after,
        r.validation_before,
        r.validation_after,
        tune_time.as_secs_f64()
    );
    let source = tune::weights_source(&r.weights, &summary);
    slate::safe_file::write_bytes(&args.out, Replace::NotADatabase, source.as_bytes())?;
    println!("{summary}\nwrote {}", args.out.display());
    Ok(())
}

fn main() -> ExitCode {
    match run(Cli::parse()) {
        Ok(code) => code,
        // A reader that stopped early (`slate perft 5 --divide | head`) is not an error.
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        // Exit codes: 1 when a check failed (a perft suite, a verification), 2 for bad input or
        // any other error, as clap does for bad arguments.
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        None => slate::uci::run(),
        Some(Command::Bench(args)) => slate::bench::run(&args, &mut io::stdout().lock())?,
        Some(Command::Perft(args)) => {
            let mut out = io::stdout().lock();
            let code = slate::perft::cli::run(&args, &mut out)?;
            out.flush()?;
            return Ok(code);
        }
        Some(Command::Material(args)) => {
            let config = MaterialConfig {
                values: args.values,
                imbalance: !args.no_imbalance,
                trade_down: !args.no_trade_down,
                ..MaterialConfig::default()
            };
            write!(
                io::stdout(),
                "{}",
                report::describe(&args.fen.join(" "), config)?
            )?;
        }
        Some(Command::Learn(args)) => return slate::learn_cli::run(args),
        Some(Command::Endgames(args)) => match args.verify {
            Some(dir) => {
                write!(
                    io::stdout(),
                    "{}",
                    slate::endgame_check::render(&slate::endgame_check::verify(&dir)?)
                )?;
                if let Some(path) = args.syzygy {
                    let opened = slate::syzygy::open(&path).map_err(anyhow::Error::msg)?;
                    for w in &opened.warnings {
                        eprintln!("warning: {w}");
                    }
                    let check = slate::syzygy::labels::check_labels(&opened.tables, &dir)?;
                    write!(io::stdout(), "\n{}", check.render())?;
                    if !check.all_agree() {
                        return Ok(ExitCode::from(1));
                    }
                }
            }
            None => {
                let mut out = io::stdout().lock();
                for id in endgame::EndgameId::ALL.iter().skip(1) {
                    writeln!(out, "{:2} {}", *id as u8, id.name())?;
                }
            }
        },
        Some(Command::Tune(args)) => tune(&args)?,
        Some(Command::TuneResidual(args)) => tune_residual(&args)?,
        Some(Command::TrainNetwork(args)) => train_network(&args)?,
        Some(Command::Datagen(args)) => {
            let openings = match &args.openings {
                Some(path) => slate::datagen::load_openings(path)?,
                None => Vec::new(),
            };
            let config = slate::datagen::DatagenConfig {
                games: args.games,
                nodes: args.nodes,
                random_plies: args.random_plies,
                max_opening_cp: (args.max_opening_score > 0).then_some(args.max_opening_score),
                seed: args.seed,
                threads: args.threads,
                progress: true,
                format: args.format,
            };
            // Appended to (never a pipe, a device or an SQLite file), before any game is played.
            let mut file = slate::safe_file::open_append(&args.out)?;
            if args.format == slate::datagen::DataFormat::Games {
                let prepared = slate::datagen::games::prepare(&args.out, &mut file)
                    .map_err(|e| anyhow::anyhow!("{}: {e}", args.out.display()))?;
                if let slate::datagen::games::Prepared::Trimmed { games, bytes } = prepared {
                    eprintln!(
                        "{}: removed a cut-off last game ({bytes} bytes) after {games} whole ones",
                        args.out.display()
                    );
                }
            }
            let stats = slate::datagen::run(&config, &openings, std::io::BufWriter::new(file))?;
            println!(
                "{} games (+{} ={} -{}), {} positions written to {}; {} start positions drawn again",
                stats.games,
                stats.white_wins,
                stats.draws,
                stats.black_wins,
                stats.positions,
                args.out.display(),
                stats.redrawn
            );
        }
        Some(Command::Games(args)) => return games(&args),
        Some(Command::Fuzz(args)) => {
            let mut out = io::stdout().lock();
            let clean = slate::fuzz::run_cli(&args.target, args.seconds, args.seed, &mut out)
                .map_err(anyhow::Error::msg)?;
            if !clean {
                return Ok(ExitCode::from(1));
            }
        }
        Some(Command::Eval(args)) => {
            let pos = slate::board::Position::from_fen(&args.fen.join(" "))?;
            let mut evaluator = slate::eval::Evaluator::default();
            write!(
                io::stdout(),
                "{}",
                slate::eval::report::describe(&mut evaluator, &pos)
            )?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn is_broken_pipe(error: &anyhow::Error) -> bool {
    error
        .chain()
        .filter_map(|e| e.downcast_ref::<io::Error>())
        .any(|e| e.kind() == io::ErrorKind::BrokenPipe)
}

/// `slate games`: every game read and checked; a cut-off last record (a generator stopped) is
/// reported and the games before it count; any other damage fails.
fn games(args: &GamesArgs) -> anyhow::Result<ExitCode> {
    use slate::datagen::games::{GamesError, read_games};
    let mut epd = match &args.epd {
        Some(p) => Some(io::BufWriter::new(slate::safe_file::open_append(p)?)),
        None => None,
    };
    let mut out = io::stdout().lock();
    let mut cut_off = false;
    for path in &args.files {
        if args.trim {
            let mut f = slate::safe_file::open_append(path)?;
            let prepared = slate::datagen::games::prepare(path, &mut f)
                .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
            if let slate::datagen::games::Prepared::Trimmed { games, bytes } = prepared {
                writeln!(
                    out,
                    "{}: removed a cut-off last game ({bytes} bytes) after {games} whole ones",
                    path.display()
                )?;
            }
        }
        let file = slate::safe_file::open_regular(path)
            .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
        let (mut plies, mut kept, mut results) = (0usize, 0usize, [0usize; 3]);
        let mut failed = None;
        let mut n = 0;
        let read = read_games(
            file,
            |g| {
                plies += g.plies.len();
                kept += g.plies.iter().filter(|p| p.kept).count();
                results[g.result as usize] += 1;
                if let Some(w) = epd.as_mut()
                    && failed.is_none()
                    && let Err(e) = w.write_all(slate::datagen::epd_lines(&g).as_bytes())
                {
                    failed = Some(e);
                }
            },
            &mut n,
        );
        if let Some(e) = failed {
            anyhow::bail!("writing the EPD file: {e}");
        }
        writeln!(
            out,
            "{}: {n} games (+{} ={} -{}), {plies} plies, {kept} kept",
            path.display(),
            results[2],
            results[1],
            results[0]
        )?;
        match read {
            Ok(()) => {}
            Err(e @ GamesError::CutOff { .. }) => {
                writeln!(
                    out,
                    "{}: {e}; the games before it are whole",
                    path.display()
                )?;
                cut_off = true;
            }
            Err(e) => anyhow::bail!("{}: {e}", path.display()),
        }
    }
    if let Some(mut w) = epd {
        w.flush()?;
    }
    Ok(if cut_off {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    })
}

#[cfg(test)]
mod tests {
    use super::Cli;
    use clap::CommandFactory;

    /// Every subcommand, argument and flag of the command line has help text (a first run
    /// should never meet a bare `--games <GAMES>`).
    #[test]
    fn every_flag_and_subcommand_has_help() {
        fn walk(cmd: &clap::Command, path: &str, missing: &mut Vec<String>) {
            for arg in cmd.get_arguments() {
                let id = arg.get_id().as_str();
                if id == "help" || id == "version" {
                    continue;
                }
                if arg.get_help().is_none() && arg.get_long_help().is_none() {
                    missing.push(format!("{path} {id}"));
                }
            }
            for sub in cmd.get_subcommands() {
                if sub.get_name() == "help" {
                    continue;
                }
                let here = format!("{path} {}", sub.get_name());
                if sub.get_about().is_none() && sub.get_long_about().is_none() {
                    missing.push(here.clone());
                }
                walk(sub, &here, missing);
            }
        }
        let cmd = Cli::command();
        cmd.clone().debug_assert();
        let mut missing = Vec::new();
        walk(&cmd, "slate", &mut missing);
        assert!(missing.is_empty(), "without help text: {missing:#?}");
    }
}
