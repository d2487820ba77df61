//! Host arrays for the benchmarks: 16-byte aligned buffers of f32 or bf16 (so the CPU
//! executor accepts them under the same facts as the device arrays), filled with uniform
//! random values in parallel, read back as `f64` for references.

use half::bf16;
use rand_xoshiro::rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use tile_lang::DType;

use tile_cpu::ArrayArg;

/// A contiguous row-major host array of f32 or bf16.
#[derive(Clone)]
pub struct HostArray {
    pub dtype: DType,
    pub shape: Vec<usize>,
    /// `u128` words give the 16-byte alignment the facts promise.
    words: Vec<u128>,
    bytes: usize,
}

impl std::fmt::Debug for HostArray {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "HostArray({} {:?})", self.dtype, self.shape)
    }
}

/// Elements generated per thread task: big enough to amortise spawning, small enough to
/// spread 2^28 elements over every core.
const CHUNK: usize = 1 << 20;

impl HostArray {
    /// An array of zero bytes.
    pub fn zeros(dtype: DType, shape: &[usize]) -> HostArray {
        assert!(matches!(dtype, DType::F32 | DType::BF16), "benchmarks use f32 or bf16, not {dtype}");
        let bytes = shape.iter().product::<usize>() * dtype.size_bytes();
        HostArray { dtype, shape: shape.to_vec(), words: vec![0; bytes.div_ceil(16)], bytes }
    }

    /// Uniform random values in `[lo, hi)`, from `seed` (chunks are seeded independently so
    /// the values do not depend on the number of threads).
    pub fn random(dtype: DType, shape: &[usize], (lo, hi): (f32, f32), seed: u64) -> HostArray {
        let mut a = HostArray::zeros(dtype, shape);
        let width = dtype.size_bytes();
        let chunks: Vec<(usize, &mut [u8])> = a.bytes_mut().chunks_mut(CHUNK * width).enumerate().collect();
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get()).min(chunks.len().max(1));
        let mut per_thread: Vec<Vec<(usize, &mut [u8])>> = (0..threads).map(|_| Vec::new()).collect();
        for (i, c) in chunks {
            per_thread[i % threads].push((i, c));
        }
        std::thread::scope(|s| {
            for work in per_thread {
                s.spawn(move || {
                    for (i, chunk) in work {
                        fill(chunk, dtype, lo, hi, seed ^ (i as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
                    }
                });
            }
        });
        a
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        self.bytes / self.dtype.size_bytes()
    }

    pub fn is_empty(&self) -> bool {
        self.bytes == 0
    }

    pub fn bytes(&self) -> &[u8] {
        &bytemuck::cast_slice(&self.words)[..self.bytes]
    }

    pub fn bytes_mut(&mut self) -> &mut [u8] {
        &mut bytemuck::cast_slice_mut(&mut self.words)[..self.bytes]
    }

    /// Element `i` (row-major index) as `f64`.
    pub fn get(&self, i: usize) -> f64 {
        let b = self.bytes();
        match self.dtype {
            DType::F32 => f64::from(f32::from_ne_bytes(b[i * 4..i * 4 + 4].try_into().expect("4 bytes"))),
            _ => f64::from(
                bf16::from_bits(u16::from_ne_bytes(b[i * 2..i * 2 + 2].try_into().expect("2 bytes")))
                    .to_f32(),
            ),
        }
    }

    /// Sets element `i`, rounding to the array's dtype.
    pub fn set(&mut self, i: usize, v: f64) {
        match self.dtype {
            DType::F32 => self.bytes_mut()[i * 4..i * 4 + 4].copy_from_slice(&(v as f32).to_ne_bytes()),
            _ => {
                self.bytes_mut()[i * 2..i * 2 + 2].copy_from_slice(&bf16::from_f64(v).to_bits().to_ne_bytes())
            }
        }
    }

    /// Sets every byte (0xff makes every f32 and bf16 element a NaN: the poison).
    pub fn fill_bytes(&mut self, b: u8) {
        self.bytes_mut().fill(b);
    }

    /// A read-only CPU-executor view.
    pub fn arg(&self) -> ArrayArg<'_> {
        ArrayArg::from_bytes_read_only(
            self.dtype,
            self.bytes(),
            &self.shape,
            &super::facts::row_major(&self.shape),
        )
    }

    /// A writable CPU-executor view.
    pub fn arg_mut(&mut self) -> ArrayArg<'_> {
        let (dtype, shape) = (self.dtype, self.shape.clone());
        ArrayArg::from_bytes(dtype, self.bytes_mut(), &shape, &super::facts::row_major(&shape))
    }

    /// The address of the first element (what the facts look at).
    pub fn addr(&self) -> u64 {
        self.words.as_ptr() as u64
    }
}

/// Fills `chunk` with uniform values in `[lo, hi)`.
fn fill(chunk: &mut [u8], dtype: DType, lo: f32, hi: f32, seed: u64) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    // 24 random bits: every value is exact in f32, and none is zero or denormal by accident.
    let mut next = || lo + (hi - lo) * ((rng.next_u32() >> 8) as f32 * (1.0 / 16_777_216.0));
    match dtype {
        DType::F32 => chunk.chunks_exact_mut(4).for_each(|e| e.copy_from_slice(&next().to_ne_bytes())),
        _ => chunk
            .chunks_exact_mut(2)
            .for_each(|e| e.copy_from_slice(&bf16::from_f32(next()).to_bits().to_ne_bytes())),
    }
}

/// A seed that differs from run to run (the clock), so every run checks fresh inputs.
pub fn fresh_seed() -> u64 {
    let t =
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
    t ^ u64::from(std::process::id()).rotate_left(32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_arrays_are_aligned_in_range_and_reproducible() {
        let a = HostArray::random(DType::F32, &[3, CHUNK + 5], (-2.0, 2.0), 7);
        assert_eq!(a.addr() % 16, 0);
        assert_eq!(a.len(), 3 * (CHUNK + 5));
        assert!((0..a.len()).step_by(997).all(|i| (-2.0..2.0).contains(&a.get(i))));
        assert!((0..a.len()).any(|i| a.get(i) != 0.0));
        let b = HostArray::random(DType::F32, &[3, CHUNK + 5], (-2.0, 2.0), 7);
        assert_eq!(a.bytes(), b.bytes());
        let c = HostArray::random(DType::F32, &[3, CHUNK + 5], (-2.0, 2.0), 8);
        assert_ne!(a.bytes(), c.bytes());
    }

    #[test]
    fn bf16_round_trips_and_poison_is_nan() {
        let mut a = HostArray::random(DType::BF16, &[100], (0.5, 1.5), 1);
        assert!((0..100).all(|i| (0.5..=1.5).contains(&a.get(i))));
        a.set(3, 1.25);
        assert_eq!(a.get(3), 1.25);
        a.fill_bytes(0xff);
        assert!(a.get(0).is_nan());
        let mut f = HostArray::zeros(DType::F32, &[4]);
        f.fill_bytes(0xff);
        assert!(f.get(3).is_nan());
    }
}
