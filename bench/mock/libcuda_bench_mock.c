/*
 * A fake libcuda.so.1 that runs the kernels of `tile bench` on the CPU, so the harness's GPU
 * path (device allocation and copies, specialisation for device pointers, cubin loading, the
 * launch thunk's packed parameters, events, checks, tuning, JSONL, child processes) runs end to
 * end on a machine without a GPU. Build and use it with bench/mock/run.sh.
 *
 * It is crates/gpu/tests/mock/libcuda_mock.c (included, with four entry points renamed) plus
 * the four stdlib kernels the benchmarks launch, recognised by symbol name (add, softmax,
 * layernorm, matmul_grouped) and computed from the Tile ABI parameters: per array a pointer,
 * then its sizes, then its strides (i32, elements). The element type (f32 or bf16) is the size
 * of the allocation the array points into over its element count. Events read the host clock.
 * The L2 flush (a memset of 64 MiB or more) is skipped: it would only cost time here.
 *
 * A kernel named `tiny` is a no-op, for timing the host side of a launch alone.
 * TILE_MOCK_WRONG=<symbol> corrupts one output element of that kernel, to check that the
 * harness rejects wrong results. It is a test double, not the driver: timings mean nothing.
 */
#define cuModuleGetFunction base_cuModuleGetFunction
#define cuLaunchKernel base_cuLaunchKernel
#define cuFuncGetParamInfo base_cuFuncGetParamInfo
#define cuMemsetD32Async base_cuMemsetD32Async
#include "../../crates/gpu/tests/mock/libcuda_mock.c"
#undef cuModuleGetFunction
#undef cuLaunchKernel
#undef cuFuncGetParamInfo
#undef cuMemsetD32Async

#include <math.h>

enum { T_ADD = 10, T_SOFTMAX, T_LAYERNORM, T_MATMUL, T_TINY };
static const char *tile_names[] = { "add", "softmax", "layernorm", "matmul_grouped", "tiny" };
static struct function tile_fns[] = { { (enum kernel)T_ADD }, { (enum kernel)T_SOFTMAX }, { (enum kernel)T_LAYERNORM }, { (enum kernel)T_MATMUL }, { (enum kernel)T_TINY } };

CUresult cuModuleGetFunction(void **f, void *m, const char *name) {
    for (int i = 0; i < 5; i++)
        if (!strcmp(name, tile_names[i])) { *f = &tile_fns[i]; return ready(); }
    return base_cuModuleGetFunction(f, m, name);
}

/* tileiras cubins declare no parameters to this mock: the launch trusts the caller's count. */
CUresult cuFuncGetParamInfo(struct function *f, size_t i, size_t *offset, size_t *size) {
    if ((int)f->k >= T_ADD) return INVALID_VALUE;
    return base_cuFuncGetParamInfo(f, i, offset, size);
}

CUresult cuMemsetD32Async(uint64_t d, unsigned v, size_t n, void *s) {
    if (n * 4 >= ((size_t)64 << 20)) return OK;
    return base_cuMemsetD32Async(d, v, n, s);
}

/* ---- arrays as the kernels see them ---- */

struct arr { char *p; int rank; long size[2], stride[2]; size_t es; };

static size_t elem_size(const char *p, size_t count) {
    for (struct alloc *a = allocs; a; a = a->next)
        if ((const char *)a->p <= p && p < (const char *)a->p + a->n) return count ? a->n / count : 0;
    return 0;
}

/* Reads the next array (rank `rank`) from the flattened parameters at *at. */
static struct arr take(void **params, int *at, int rank) {
    struct arr a = { (char *)(uintptr_t)*(uint64_t *)params[*at], rank, { 1, 1 }, { 0, 0 }, 0 };
    size_t count = 1;
    for (int d = 0; d < rank; d++) { a.size[d] = *(int *)params[*at + 1 + d]; count *= a.size[d]; }
    for (int d = 0; d < rank; d++) a.stride[d] = *(int *)params[*at + 1 + rank + d];
    *at += 1 + 2 * rank;
    a.es = elem_size(a.p, count);
    return a;
}

static long off(const struct arr *a, long i, long j) { return i * a->stride[0] + (a->rank > 1 ? j * a->stride[1] : 0); }

static float get(const struct arr *a, long i, long j) {
    if (a->es == 4) return ((const float *)a->p)[off(a, i, j)];
    uint32_t u = (uint32_t)((const uint16_t *)a->p)[off(a, i, j)] << 16;
    float f; memcpy(&f, &u, 4); return f;
}

static void put(const struct arr *a, long i, long j, float v) {
    if (a->es == 4) { ((float *)a->p)[off(a, i, j)] = v; return; }
    uint32_t u; memcpy(&u, &v, 4);
    u = isnan(v) ? 0x7fc00000u : u + 0x7fffu + ((u >> 16) & 1);  /* round to nearest even */
    ((uint16_t *)a->p)[off(a, i, j)] = (uint16_t)(u >> 16);
}

/* ---- the kernels ---- */

static void add(void **params) {
    int at = 0;
    struct arr a = take(params, &at, 1), b = take(params, &at, 1), c = take(params, &at, 1);
    for (long i = 0; i < c.size[0]; i++) put(&c, i, 0, get(&a, i, 0) + get(&b, i, 0));
}

static void softmax(void **params) {
    int at = 0;
    struct arr x = take(params, &at, 2), y = take(params, &at, 2);
    for (long r = 0; r < x.size[0]; r++) {
        double m = -INFINITY, s = 0;
        for (long j = 0; j < x.size[1]; j++) m = fmax(m, get(&x, r, j));
        for (long j = 0; j < x.size[1]; j++) s += exp(get(&x, r, j) - m);
        for (long j = 0; j < x.size[1]; j++) put(&y, r, j, (float)(exp(get(&x, r, j) - m) / s));
    }
}

static void layernorm(void **params) {
    int at = 0;
    struct arr x = take(params, &at, 2), w = take(params, &at, 1), b = take(params, &at, 1), y = take(params, &at, 2);
    long n = x.size[1];
    for (long r = 0; r < x.size[0]; r++) {
        double mean = 0, var = 0;
        for (long j = 0; j < n; j++) mean += get(&x, r, j);
        mean /= n;
        for (long j = 0; j < n; j++) { double d = get(&x, r, j) - mean; var += d * d; }
        double rstd = 1 / sqrt(var / n + 1e-5);
        for (long j = 0; j < n; j++) put(&y, r, j, (float)((get(&x, r, j) - mean) * rstd * get(&w, j, 0) + get(&b, j, 0)));
    }
}

static void matmul(void **params) {
    int at = 0;
    struct arr A = take(params, &at, 2), B = take(params, &at, 2), C = take(params, &at, 2);
    long m = A.size[0], k = A.size[1], n = B.size[1];
    float *a = malloc(sizeof(float) * m * k), *b = malloc(sizeof(float) * k * n), *acc = malloc(sizeof(float) * n);
    for (long i = 0; i < m; i++) for (long t = 0; t < k; t++) a[i * k + t] = get(&A, i, t);
    for (long t = 0; t < k; t++) for (long j = 0; j < n; j++) b[t * n + j] = get(&B, t, j);
    for (long i = 0; i < m; i++) {
        memset(acc, 0, sizeof(float) * n);
        for (long t = 0; t < k; t++) for (long j = 0; j < n; j++) acc[j] += a[i * k + t] * b[t * n + j];
        for (long j = 0; j < n; j++) put(&C, i, j, acc[j]);
    }
    free(a); free(b); free(acc);
}

/* Makes one output element wrong when TILE_MOCK_WRONG names this kernel. */
static void corrupt(int kind, void **params) {
    const char *wrong = getenv("TILE_MOCK_WRONG");
    if (!wrong || strcmp(wrong, tile_names[kind - T_ADD])) return;
    int ranks[4][4] = { { 1, 1, 1 }, { 2, 2 }, { 2, 1, 1, 2 }, { 2, 2, 2 } }, counts[4] = { 3, 2, 4, 3 };
    int at = 0;
    struct arr out = { 0 };
    for (int i = 0; i < counts[kind - T_ADD]; i++) out = take(params, &at, ranks[kind - T_ADD][i]);
    put(&out, 0, 0, get(&out, 0, 0) + 1000.0f);
}

static CUresult tile_launch(int kind, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz, void **params) {
    CUresult r = ready(); if (r) return r;
    if (!gx || !gy || !gz || bx != 1 || by != 1 || bz != 1) return INVALID_VALUE;  /* tile ABI: block (1,1,1) */
    switch (kind) {
    case T_ADD: add(params); break;
    case T_SOFTMAX: softmax(params); break;
    case T_LAYERNORM: layernorm(params); break;
    default: matmul(params);
    }
    corrupt(kind, params);
    return OK;
}

CUresult cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                        unsigned bz, unsigned smem, void *s, void **params, void **extra) {
    int kind = (int)((struct function *)f)->k;
    if (kind < T_ADD) return base_cuLaunchKernel(f, gx, gy, gz, bx, by, bz, smem, s, params, extra);
    /* `tiny` does nothing: host time per launch is all that is left to measure */
    if (kind == T_TINY) return OK;
    LOCKED(tile_launch(kind, gx, gy, gz, bx, by, bz, params));
}
