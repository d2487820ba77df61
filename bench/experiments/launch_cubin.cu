// Host time per cuLaunchKernel from C: an nvcc-compiled empty kernel (as bench/launch_floor.cu)
// beside a tileiras cubin's kernel loaded with cuModuleLoad, in one process, alternating. Shows
// whether the driver itself takes longer to launch a tileiras kernel. LAUNCH_ROUNDS (default 3)
// sets how many rounds of both it measures.
//
//   launch_cubin CUBIN KERNEL [INT ...]   the kernel's parameters: one device pointer (4 KiB
//                                         of zeros), then each INT as an int32
#include <cuda.h>
#include <cuda_runtime.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>
__global__ void empty_kernel(float* p, long n) { if (n < 0) p[0] = 1.f; }
#define CK(x) do { CUresult r = (x); if (r != CUDA_SUCCESS) { const char* s; cuGetErrorString(r, &s); printf("%s failed: %s\n", #x, s); exit(1); } } while (0)

struct Launch { CUfunction f; unsigned block; void** args; CUstream s = nullptr; };

static double steady(const Launch& l, int iters) {
  cudaDeviceSynchronize();
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < iters; i++) CK(cuLaunchKernel(l.f, 1, 1, 1, l.block, 1, 1, 0, l.s, l.args, nullptr));
  cudaDeviceSynchronize();
  auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double, std::micro>(t1 - t0).count() / iters;
}

static double burst(const Launch& l) {
  double per[50];
  for (int r = 0; r < 50; r++) {
    cudaDeviceSynchronize();
    auto b0 = std::chrono::steady_clock::now();
    for (int i = 0; i < 200; i++) CK(cuLaunchKernel(l.f, 1, 1, 1, l.block, 1, 1, 0, l.s, l.args, nullptr));
    auto b1 = std::chrono::steady_clock::now();
    per[r] = std::chrono::duration<double, std::micro>(b1 - b0).count() / 200;
  }
  cudaDeviceSynchronize();
  std::sort(per, per + 50);
  return per[25];
}

// Host work after each launch, as a launch path of our own would do some: `atomics` locked
// read-modify-writes (a mutex or reference count costs one or two), then `alu` dependent
// multiply-adds. Measured alone and after each launch: is work after a driver call slower?
static volatile unsigned long sink;
static unsigned long counter;
static inline void work(int atomics, int alu) {
  for (int i = 0; i < atomics; i++) __atomic_fetch_add(&counter, 1, __ATOMIC_SEQ_CST);
  unsigned long x = sink;
  for (int i = 0; i < alu; i++) x = x * 2862933555777941757ul + 3037000493ul;
  sink = x;
}

// `chase` dependent loads over 64 cache lines (4 KiB, in L1 when nothing else runs): shows
// whether a driver call leaves a small working set of the caller's in the caches.
static unsigned long lines[64 * 8];
static void chase_setup() {
  int order[64];
  for (int i = 0; i < 64; i++) order[i] = i;
  for (int i = 63; i > 0; i--) { int j = rand() % (i + 1); int t = order[i]; order[i] = order[j]; order[j] = t; }
  for (int i = 0; i < 64; i++) lines[order[i] * 8] = order[(i + 1) % 64] * 8;
}
static inline void chase(int steps) {
  unsigned long at = sink % 8 == 0 ? sink % (64 * 8) : 0;
  for (int i = 0; i < steps; i++) at = lines[at];
  sink = at;
}

static double burst_with_work(const Launch* l, int atomics, int alu, int steps = 0) {
  double per[50];
  for (int r = 0; r < 50; r++) {
    cudaDeviceSynchronize();
    auto b0 = std::chrono::steady_clock::now();
    for (int i = 0; i < 200; i++) {
      if (l) CK(cuLaunchKernel(l->f, 1, 1, 1, l->block, 1, 1, 0, l->s, l->args, nullptr));
      work(atomics, alu);
      chase(steps);
    }
    auto b1 = std::chrono::steady_clock::now();
    per[r] = std::chrono::duration<double, std::micro>(b1 - b0).count() / 200;
  }
  cudaDeviceSynchronize();
  std::sort(per, per + 50);
  return per[25];
}

int main(int argc, char** argv) {
  if (argc < 3) { fprintf(stderr, "usage: launch_cubin CUBIN KERNEL [INT ...]\n"); return 2; }
  float* p; cudaMalloc(&p, 4096); cudaMemset(p, 0, 4096);
  empty_kernel<<<1, 1>>>(p, 1); cudaDeviceSynchronize();
  CUfunction fe; CK(cudaGetFuncBySymbol(&fe, (const void*)empty_kernel) == cudaSuccess ? CUDA_SUCCESS : CUDA_ERROR_UNKNOWN);
  long n = 1; void* eargs[] = {&p, &n};
  CUmodule m; CK(cuModuleLoad(&m, argv[1]));
  CUfunction ft; CK(cuModuleGetFunction(&ft, m, argv[2]));
  std::vector<int> ints; for (int i = 3; i < argc; i++) ints.push_back(atoi(argv[i]));
  std::vector<void*> targs; targs.push_back(&p); for (int& v : ints) targs.push_back(&v);
  Launch empty{fe, 128, eargs}, tile{ft, 1, targs.data()};
  size_t psize = 0; for (size_t i = 0;; i++) { size_t off, sz; if (cuFuncGetParamInfo(ft, i, &off, &sz) != CUDA_SUCCESS) break; psize = off + sz; }
  int regs = 0, threads = 0; cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, ft); cuFuncGetAttribute(&threads, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, ft);
  printf("tileiras kernel `%s`: %zu bytes of parameters, %d registers, max %d threads per block\n", argv[2], psize, regs, threads);
  for (int i = 0; i < 1000; i++) { CK(cuLaunchKernel(fe, 1, 1, 1, 128, 1, 1, 0, 0, eargs, nullptr)); CK(cuLaunchKernel(ft, 1, 1, 1, 1, 1, 1, 0, 0, targs.data(), nullptr)); }
  CK(cuCtxSynchronize());
  const char* r = getenv("LAUNCH_ROUNDS");
  int rounds = r ? atoi(r) : 3;
  for (int round = 1; round <= rounds; round++) {
    double es = steady(empty, 100000), ts = steady(tile, 100000);
    double eb = burst(empty), tb = burst(tile);
    printf("round %d: steady empty %.3f us, tileiras %.3f us (%.2fx); bursts of 200 empty %.3f us, tileiras %.3f us (%.2fx)\n",
           round, es, ts, ts / es, eb, tb, tb / eb);
  }
  const char* st = getenv("LAUNCH_STREAMS");
  if (st && *st) {
    // The same launches on a created stream: blocking (flags 0) and non-blocking (tile's).
    CUstream blocking, nonblocking;
    CK(cuStreamCreate(&blocking, CU_STREAM_DEFAULT));
    CK(cuStreamCreate(&nonblocking, CU_STREAM_NON_BLOCKING));
    for (int round = 1; round <= 3; round++) {
      Launch on_null = tile, on_blocking = tile, on_nonblocking = tile;
      on_blocking.s = blocking;
      on_nonblocking.s = nonblocking;
      double n = burst(on_null), b = burst(on_blocking), nb = burst(on_nonblocking);
      printf("streams, bursts of 200 of the tileiras kernel: NULL %.3f us, blocking %.3f us (%.2fx), non-blocking %.3f us (%.2fx)\n", n, b, b / n, nb, nb / n);
    }
  }
  const char* w = getenv("LAUNCH_WORK");
  if (w && *w) {
    double bare = burst_with_work(&tile, 0, 0);
    chase_setup();
    for (int steps : {64, 256}) {
      double alone = burst_with_work(nullptr, 0, 0, steps), after = burst_with_work(&tile, 0, 0, steps);
      printf("%d dependent loads over 4 KiB: alone %.3f us, after each launch adds %.3f us (launch alone %.3f us)\n",
             steps, alone, after - bare, bare);
    }
    const int shapes[][2] = {{6, 0}, {0, 300}, {6, 300}};
    for (auto& w : shapes) {
      double alone = burst_with_work(nullptr, w[0], w[1]), after = burst_with_work(&tile, w[0], w[1]);
      printf("work of %d atomics + %d multiply-adds: alone %.3f us, after each launch adds %.3f us (launch alone %.3f us)\n",
             w[0], w[1], alone, after - bare, bare);
    }
  }
  CK(cuCtxSynchronize());
  return 0;
}
