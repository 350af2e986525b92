//! Timing for the picture benchmarks (`map`, `report`): wall-clock and the thread's own
//! CPU time of each step, and their percentiles; the reference both print and their
//! target line.

use std::time::{Duration, Instant};

/// This thread's CPU time so far (Linux `/proc/thread-self/schedstat`): what the work cost
/// whatever else the machine is running. `None` elsewhere.
pub fn cpu() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

/// Wall-clock and CPU time of `f`.
pub fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration, Duration) {
    let (wall, cpu_before) = (Instant::now(), cpu());
    let out = f();
    let cpu_spent = match (cpu_before, cpu()) {
        (Some(before), Some(after)) => after.saturating_sub(before),
        _ => Duration::ZERO,
    };
    (out, wall.elapsed(), cpu_spent)
}

pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index.min(sorted.len() - 1)]
}

/// Prints wall p50 / p99 / max and CPU p50 / p99; returns the CPU p99.
pub fn report(name: &str, mut wall: Vec<Duration>, mut cpu: Vec<Duration>) -> Duration {
    wall.sort_unstable();
    cpu.sort_unstable();
    let p99 = percentile(&cpu, 0.99);
    println!(
        "{name:<40} n={:<4} wall p50 {:>9.3?} p99 {:>9.3?} max {:>9.3?} | cpu p50 {:>9.3?} p99 {:>9.3?}",
        wall.len(),
        percentile(&wall, 0.50),
        percentile(&wall, 0.99),
        wall[wall.len() - 1],
        percentile(&cpu, 0.50),
        p99,
    );
    p99
}

/// Wall and CPU samples of one step.
#[derive(Default)]
pub struct Samples {
    wall: Vec<Duration>,
    cpu: Vec<Duration>,
}

impl Samples {
    pub fn push(&mut self, wall: Duration, cpu: Duration) {
        self.wall.push(wall);
        self.cpu.push(cpu);
    }
    pub fn report(self, name: &str) -> Duration {
        report(name, self.wall, self.cpu)
    }
}

/// The reference measured in the same run: filling a blank `width` × `height` canvas (the
/// board's background) and encoding it, the floor any picture of that size pays.
pub fn blank_reference(name: &str, width: u32, height: u32, iterations: usize) {
    use resvg::tiny_skia::{Color, Pixmap};
    let mut blank = Samples::default();
    for _ in 0..iterations {
        let (png, wall, cpu) = timed(|| {
            let mut pixmap = Pixmap::new(width, height).unwrap();
            pixmap.fill(Color::from_rgba8(244, 239, 227, 255));
            labyrinth_bot::render::map::encode(&pixmap).unwrap()
        });
        blank.push(wall, cpu);
        std::hint::black_box(&png);
    }
    blank.report(name);
}

/// Whether the CPU p99 and the largest PNG met the target of 30 ms and `budget` bytes.
pub fn target(p99: Duration, largest: usize, budget: usize, what: &str) {
    let met = p99 <= Duration::from_millis(30) && largest <= budget;
    println!(
        "target (CPU p99) <= 30 ms and <= {} KB per {what}: {}",
        budget / 1024,
        if met { "met" } else { "NOT met" }
    );
}
