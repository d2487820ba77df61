// kernel row_sum [BM=16, BN=256]
cuda_tile.module @row_sum {
  entry @row_sum(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f32>>
    %9 = assume div_by<8>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %9 : tile<i32>
    %11 = assume bounded<0, ?>, %2 : tile<i32>
    %12 = make_tensor_view %8, shape = [%10, %11], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %13 = assume div_by<16>, %5 : tile<ptr<f32>>
    %14 = assume div_by<8>, %6 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = make_tensor_view %13, shape = [%15], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %17 = make_partition_view %12 : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %18 = make_partition_view %16 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %19 = constant <f32: 0.0> : tile<16xf32>
    %20 = constant <i32: 256> : tile<i32>
    %21 = divi %11, %20 signed rounding positive_inf : tile<i32>
    %22 = constant <i32: 0> : tile<i32>
    %23 = constant <i32: 1> : tile<i32>
    %36 = for %24 in (%22 to %21, step %23) : tile<i32> iter_values(%25 = %19) -> (tile<16xf32>) {
      %26, %27, %28 = get_tile_block_id : tile<i32>
      %29, %30 = load_view_tko weak %17[%26, %24] : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x256xf32>, token
      %34 = reduce %29 dim=1 identities=[0] : tile<16x256xf32> -> tile<16xf32> {
      ^bb0(%31: tile<f32>, %32: tile<f32>):
        %33 = addf %31, %32 : tile<f32>
        yield %33 : tile<f32>
      }
      %35 = addf %25, %34 : tile<16xf32>
      continue %35 : tile<16xf32>
    }
    %37, %38, %39 = get_tile_block_id : tile<i32>
    %40 = store_view_tko weak %36, %18[%37] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel row_max [BM=16, BN=256]
cuda_tile.module @row_max {
  entry @row_max(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f32>>
    %9 = assume div_by<8>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %9 : tile<i32>
    %11 = assume bounded<0, ?>, %2 : tile<i32>
    %12 = make_tensor_view %8, shape = [%10, %11], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %13 = assume div_by<16>, %5 : tile<ptr<f32>>
    %14 = assume div_by<8>, %6 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = make_tensor_view %13, shape = [%15], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %17 = make_partition_view %12 : partition_view<tile=(16x256), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
    %18 = make_partition_view %16 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22 = constant <i32: 0> : tile<i32>
    %23, %24 = load_view_tko weak %17[%19, %22] : partition_view<tile=(16x256), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x256xf32>, token
    %28 = reduce %23 dim=1 identities=[-inf] : tile<16x256xf32> -> tile<16xf32> {
    ^bb0(%25: tile<f32>, %26: tile<f32>):
      %27 = maxf %25, %26 propagate_nan : tile<f32>
      yield %27 : tile<f32>
    }
    %29 = constant <i32: 256> : tile<i32>
    %30 = divi %11, %29 signed rounding positive_inf : tile<i32>
    %31 = constant <i32: 1> : tile<i32>
    %32 = constant <i32: 1> : tile<i32>
    %45 = for %33 in (%31 to %30, step %32) : tile<i32> iter_values(%34 = %28) -> (tile<16xf32>) {
      %35, %36, %37 = get_tile_block_id : tile<i32>
      %38, %39 = load_view_tko weak %17[%35, %33] : partition_view<tile=(16x256), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x256xf32>, token
      %43 = reduce %38 dim=1 identities=[-inf] : tile<16x256xf32> -> tile<16xf32> {
      ^bb0(%40: tile<f32>, %41: tile<f32>):
        %42 = maxf %40, %41 propagate_nan : tile<f32>
        yield %42 : tile<f32>
      }
      %44 = maxf %34, %43 propagate_nan : tile<16xf32>
      continue %44 : tile<16xf32>
    }
    %46, %47, %48 = get_tile_block_id : tile<i32>
    %49 = store_view_tko weak %45, %18[%46] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel row_mean [BM=16, BN=256]
cuda_tile.module @row_mean {
  entry @row_mean(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f32>>
    %9 = assume div_by<8>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %9 : tile<i32>
    %11 = assume bounded<0, ?>, %2 : tile<i32>
    %12 = make_tensor_view %8, shape = [%10, %11], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %13 = assume div_by<16>, %5 : tile<ptr<f32>>
    %14 = assume div_by<8>, %6 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = make_tensor_view %13, shape = [%15], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %17 = make_partition_view %12 : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %18 = make_partition_view %16 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %19 = constant <f32: 0.0> : tile<16xf32>
    %20 = constant <i32: 256> : tile<i32>
    %21 = divi %11, %20 signed rounding positive_inf : tile<i32>
    %22 = constant <i32: 0> : tile<i32>
    %23 = constant <i32: 1> : tile<i32>
    %36 = for %24 in (%22 to %21, step %23) : tile<i32> iter_values(%25 = %19) -> (tile<16xf32>) {
      %26, %27, %28 = get_tile_block_id : tile<i32>
      %29, %30 = load_view_tko weak %17[%26, %24] : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x256xf32>, token
      %34 = reduce %29 dim=1 identities=[0] : tile<16x256xf32> -> tile<16xf32> {
      ^bb0(%31: tile<f32>, %32: tile<f32>):
        %33 = addf %31, %32 : tile<f32>
        yield %33 : tile<f32>
      }
      %35 = addf %25, %34 : tile<16xf32>
      continue %35 : tile<16xf32>
    }
    %37, %38, %39 = get_tile_block_id : tile<i32>
    %40 = itof %11 signed : tile<i32> -> tile<f32>
    %41 = reshape %40 : tile<f32> -> tile<1xf32>
    %42 = broadcast %41 : tile<1xf32> -> tile<16xf32>
    %43 = divf %36, %42 : tile<16xf32>
    %44 = store_view_tko weak %43, %18[%37] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel col_sum [BM=64, BN=64]
cuda_tile.module @col_sum {
  entry @col_sum(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f32>>
    %9 = assume div_by<8>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %9 : tile<i32>
    %11 = assume bounded<0, ?>, %2 : tile<i32>
    %12 = make_tensor_view %8, shape = [%10, %11], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %13 = assume div_by<16>, %5 : tile<ptr<f32>>
    %14 = assume bounded<0, ?>, %6 : tile<i32>
    %15 = make_tensor_view %13, shape = [%14], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %16 = make_partition_view %12 : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %17 = make_partition_view %15 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
    %18 = constant <f32: 0.0> : tile<64xf32>
    %19 = constant <i32: 64> : tile<i32>
    %20 = divi %10, %19 signed rounding positive_inf : tile<i32>
    %21 = constant <i32: 0> : tile<i32>
    %22 = constant <i32: 1> : tile<i32>
    %35 = for %23 in (%21 to %20, step %22) : tile<i32> iter_values(%24 = %18) -> (tile<64xf32>) {
      %25, %26, %27 = get_tile_block_id : tile<i32>
      %28, %29 = load_view_tko weak %16[%23, %25] : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x64xf32>, token
      %33 = reduce %28 dim=0 identities=[0] : tile<64x64xf32> -> tile<64xf32> {
      ^bb0(%30: tile<f32>, %31: tile<f32>):
        %32 = addf %30, %31 : tile<f32>
        yield %32 : tile<f32>
      }
      %34 = addf %24, %33 : tile<64xf32>
      continue %34 : tile<64xf32>
    }
    %36, %37, %38 = get_tile_block_id : tile<i32>
    %39 = store_view_tko weak %35, %17[%36] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel row_max [BM=8, BN=128]
cuda_tile.module @row_max {
  entry @row_max(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f32>>
    %9 = assume bounded<0, ?>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %2 : tile<i32>
    %11 = make_tensor_view %8, shape = [%9, %10], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %12 = assume div_by<16>, %5 : tile<ptr<f32>>
    %13 = assume bounded<0, ?>, %6 : tile<i32>
    %14 = make_tensor_view %12, shape = [%13], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %15 = make_partition_view %11 : partition_view<tile=(8x128), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
    %16 = make_partition_view %14 : partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>
    %17, %18, %19 = get_tile_block_id : tile<i32>
    %20 = constant <i32: 0> : tile<i32>
    %21, %22 = load_view_tko weak %15[%17, %20] : partition_view<tile=(8x128), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x128xf32>, token
    %26 = reduce %21 dim=1 identities=[-inf] : tile<8x128xf32> -> tile<8xf32> {
    ^bb0(%23: tile<f32>, %24: tile<f32>):
      %25 = maxf %23, %24 propagate_nan : tile<f32>
      yield %25 : tile<f32>
    }
    %27 = constant <i32: 128> : tile<i32>
    %28 = divi %10, %27 signed rounding positive_inf : tile<i32>
    %29 = constant <i32: 1> : tile<i32>
    %30 = constant <i32: 1> : tile<i32>
    %43 = for %31 in (%29 to %28, step %30) : tile<i32> iter_values(%32 = %26) -> (tile<8xf32>) {
      %33, %34, %35 = get_tile_block_id : tile<i32>
      %36, %37 = load_view_tko weak %15[%33, %31] : partition_view<tile=(8x128), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x128xf32>, token
      %41 = reduce %36 dim=1 identities=[-inf] : tile<8x128xf32> -> tile<8xf32> {
      ^bb0(%38: tile<f32>, %39: tile<f32>):
        %40 = maxf %38, %39 propagate_nan : tile<f32>
        yield %40 : tile<f32>
      }
      %42 = maxf %32, %41 propagate_nan : tile<8xf32>
      continue %42 : tile<8xf32>
    }
    %44, %45, %46 = get_tile_block_id : tile<i32>
    %47 = store_view_tko weak %43, %16[%44] : tile<8xf32>, partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel row_sum [BM=16, BN=512]
cuda_tile.module @row_sum {
  entry @row_sum(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f16>>
    %9 = assume div_by<8>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %9 : tile<i32>
    %11 = assume bounded<0, ?>, %2 : tile<i32>
    %12 = make_tensor_view %8, shape = [%10, %11], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
    %13 = assume div_by<16>, %5 : tile<ptr<f32>>
    %14 = assume div_by<8>, %6 : tile<i32>
    %15 = assume bounded<0, ?>, %14 : tile<i32>
    %16 = make_tensor_view %13, shape = [%15], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %17 = make_partition_view %12 : partition_view<tile=(16x512), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
    %18 = make_partition_view %16 : partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
    %19 = constant <f32: 0.0> : tile<16xf32>
    %20 = constant <i32: 512> : tile<i32>
    %21 = divi %11, %20 signed rounding positive_inf : tile<i32>
    %22 = constant <i32: 0> : tile<i32>
    %23 = constant <i32: 1> : tile<i32>
    %37 = for %24 in (%22 to %21, step %23) : tile<i32> iter_values(%25 = %19) -> (tile<16xf32>) {
      %26, %27, %28 = get_tile_block_id : tile<i32>
      %29, %30 = load_view_tko weak %17[%26, %24] : partition_view<tile=(16x512), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<16x512xf16>, token
      %31 = ftof %29 : tile<16x512xf16> -> tile<16x512xf32>
      %35 = reduce %31 dim=1 identities=[0] : tile<16x512xf32> -> tile<16xf32> {
      ^bb0(%32: tile<f32>, %33: tile<f32>):
        %34 = addf %32, %33 : tile<f32>
        yield %34 : tile<f32>
      }
      %36 = addf %25, %35 : tile<16xf32>
      continue %36 : tile<16xf32>
    }
    %38, %39, %40 = get_tile_block_id : tile<i32>
    %41 = store_view_tko weak %37, %18[%38] : tile<16xf32>, partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel total_sum [BM=16, BN=256, BP=1024]
cuda_tile.module @total_sum {
  entry @total_sum(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<ptr<i32>>, %12: tile<i32>, %13: tile<i32>) {
    %14 = assume div_by<16>, %0 : tile<ptr<f32>>
    %15 = assume div_by<8>, %1 : tile<i32>
    %16 = assume bounded<0, ?>, %15 : tile<i32>
    %17 = assume bounded<0, ?>, %2 : tile<i32>
    %18 = make_tensor_view %14, shape = [%16, %17], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %19 = assume div_by<16>, %5 : tile<ptr<f32>>
    %20 = assume bounded<0, ?>, %6 : tile<i32>
    %21 = make_tensor_view %19, shape = [%20], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %22 = assume div_by<16>, %8 : tile<ptr<f32>>
    %23 = assume bounded<0, ?>, %9 : tile<i32>
    %24 = make_tensor_view %22, shape = [%23], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %25 = assume div_by<16>, %11 : tile<ptr<i32>>
    %26 = assume bounded<0, ?>, %12 : tile<i32>
    %27 = make_tensor_view %25, shape = [%26], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %28 = make_partition_view %18 : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %29 = make_partition_view %24 : partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>
    %30 = make_partition_view %24 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %31 = make_partition_view %21 : partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>
    %32 = make_partition_view %27 : partition_view<tile=(1), tensor_view<?xi32, strides=[1]>>
    %33 = constant <f32: 0.0> : tile<16xf32>
    %34 = constant <i32: 256> : tile<i32>
    %35 = divi %17, %34 signed rounding positive_inf : tile<i32>
    %36 = constant <i32: 0> : tile<i32>
    %37 = constant <i32: 1> : tile<i32>
    %50 = for %38 in (%36 to %35, step %37) : tile<i32> iter_values(%39 = %33) -> (tile<16xf32>) {
      %40, %41, %42 = get_tile_block_id : tile<i32>
      %43, %44 = load_view_tko weak %28[%40, %38] : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x256xf32>, token
      %48 = reduce %43 dim=1 identities=[0] : tile<16x256xf32> -> tile<16xf32> {
      ^bb0(%45: tile<f32>, %46: tile<f32>):
        %47 = addf %45, %46 : tile<f32>
        yield %47 : tile<f32>
      }
      %49 = addf %39, %48 : tile<16xf32>
      continue %49 : tile<16xf32>
    }
    %51, %52, %53 = get_tile_block_id : tile<i32>
    %57 = reduce %50 dim=0 identities=[0] : tile<16xf32> -> tile<f32> {
    ^bb0(%54: tile<f32>, %55: tile<f32>):
      %56 = addf %54, %55 : tile<f32>
      yield %56 : tile<f32>
    }
    %58 = reshape %57 : tile<f32> -> tile<1xf32>
    %59 = store_view_tko weak %58, %29[%51] : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %60, %61, %62 = get_num_tile_blocks : tile<i32>
    %63 = constant <i32: 1> : tile<1xi32>
    %64 = constant <i32: 0> : tile<i32>
    %65 = constant <i64: 0> : tile<1xi64>
    %66 = iota : tile<1xi32>
    %67 = constant <i32: 1> : tile<i32>
    %68 = muli %64, %67 : tile<i32>
    %69 = reshape %68 : tile<i32> -> tile<1xi32>
    %70 = addi %69, %66 : tile<1xi32>
    %71 = reshape %26 : tile<i32> -> tile<1xi32>
    %72 = cmpi less_than %70, %71, unsigned : tile<1xi32> -> tile<1xi1>
    %73 = exti %70 signed : tile<1xi32> -> tile<1xi64>
    %74 = addi %65, %73 : tile<1xi64>
    %75 = reshape %25 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %76 = offset %75, %74 : tile<1xptr<i32>>, tile<1xi64> -> tile<1xptr<i32>>
    %77, %78 = atomic_rmw_tko acq_rel device %76, %63, %72, %59 {mode = 3} : tile<1xptr<i32>>, tile<1xi32>, tile<1xi1>, token -> tile<1xi32>, token
    %79 = constant <i32: 0> : tile<1xi32>
    %80 = select %72, %77, %79 : tile<1xi1>, tile<1xi32>
    %84 = reduce %80 dim=0 identities=[0] : tile<1xi32> -> tile<i32> {
    ^bb0(%81: tile<i32>, %82: tile<i32>):
      %83 = addi %81, %82 : tile<i32>
      yield %83 : tile<i32>
    }
    %85 = constant <i32: 1> : tile<i32>
    %86 = subi %60, %85 : tile<i32>
    %87 = cmpi equal %84, %86, signed : tile<i32> -> tile<i1>
    %112, %113, %114 = if %87 -> (token, token, token) {
      %88 = constant <f32: 0.0> : tile<1024xf32>
      %89 = constant <i32: 1024> : tile<i32>
      %90 = divi %60, %89 signed rounding positive_inf : tile<i32>
      %91 = constant <i32: 0> : tile<i32>
      %92 = constant <i32: 1> : tile<i32>
      %100, %101 = for %93 in (%91 to %90, step %92) : tile<i32> iter_values(%94 = %88, %95 = %78) -> (tile<1024xf32>, token) {
        %96, %97 = load_view_tko weak %30[%93] token = %95 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
        %98 = addf %94, %96 : tile<1024xf32>
        %99 = join_tokens %95, %97 : token
        continue %98, %99 : tile<1024xf32>, token
      }
      %105 = reduce %100 dim=0 identities=[0] : tile<1024xf32> -> tile<f32> {
      ^bb0(%102: tile<f32>, %103: tile<f32>):
        %104 = addf %102, %103 : tile<f32>
        yield %104 : tile<f32>
      }
      %106 = reshape %105 : tile<f32> -> tile<1xf32>
      %107 = constant <i32: 0> : tile<i32>
      %108 = store_view_tko weak %106, %31[%107] token = %78 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %109 = constant <i32: 0> : tile<1xi32>
      %110 = constant <i32: 0> : tile<i32>
      %111 = store_view_tko weak %109, %32[%110] token = %78 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
      yield %108, %101, %111 : token, token, token
    } else {
      yield %78, %78, %78 : token, token, token
    }
    return
  }
}

// kernel total_sum [BM=16, BN=256, BP=1024]
cuda_tile.module @total_sum {
  entry @total_sum(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>, %11: tile<ptr<i32>>, %12: tile<i32>, %13: tile<i32>) {
    %14 = assume div_by<16>, %0 : tile<ptr<f32>>
    %15 = assume bounded<0, ?>, %1 : tile<i32>
    %16 = assume bounded<0, ?>, %2 : tile<i32>
    %17 = make_tensor_view %14, shape = [%15, %16], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %18 = assume div_by<16>, %5 : tile<ptr<f32>>
    %19 = assume bounded<0, ?>, %6 : tile<i32>
    %20 = make_tensor_view %18, shape = [%19], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %21 = assume div_by<16>, %8 : tile<ptr<f32>>
    %22 = assume bounded<0, ?>, %9 : tile<i32>
    %23 = make_tensor_view %21, shape = [%22], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %24 = assume div_by<16>, %11 : tile<ptr<i32>>
    %25 = assume bounded<0, ?>, %12 : tile<i32>
    %26 = make_tensor_view %24, shape = [%25], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %27 = make_partition_view %17 : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %28 = make_partition_view %23 : partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>
    %29 = make_partition_view %23 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %30 = make_partition_view %20 : partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>
    %31 = make_partition_view %26 : partition_view<tile=(1), tensor_view<?xi32, strides=[1]>>
    %32 = constant <f32: 0.0> : tile<16xf32>
    %33 = constant <i32: 256> : tile<i32>
    %34 = divi %16, %33 signed rounding positive_inf : tile<i32>
    %35 = constant <i32: 0> : tile<i32>
    %36 = constant <i32: 1> : tile<i32>
    %49 = for %37 in (%35 to %34, step %36) : tile<i32> iter_values(%38 = %32) -> (tile<16xf32>) {
      %39, %40, %41 = get_tile_block_id : tile<i32>
      %42, %43 = load_view_tko weak %27[%39, %37] : partition_view<tile=(16x256), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<16x256xf32>, token
      %47 = reduce %42 dim=1 identities=[0] : tile<16x256xf32> -> tile<16xf32> {
      ^bb0(%44: tile<f32>, %45: tile<f32>):
        %46 = addf %44, %45 : tile<f32>
        yield %46 : tile<f32>
      }
      %48 = addf %38, %47 : tile<16xf32>
      continue %48 : tile<16xf32>
    }
    %50, %51, %52 = get_tile_block_id : tile<i32>
    %56 = reduce %49 dim=0 identities=[0] : tile<16xf32> -> tile<f32> {
    ^bb0(%53: tile<f32>, %54: tile<f32>):
      %55 = addf %53, %54 : tile<f32>
      yield %55 : tile<f32>
    }
    %57 = reshape %56 : tile<f32> -> tile<1xf32>
    %58 = store_view_tko weak %57, %28[%50] : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %59, %60, %61 = get_num_tile_blocks : tile<i32>
    %62 = constant <i32: 1> : tile<1xi32>
    %63 = constant <i32: 0> : tile<i32>
    %64 = constant <i64: 0> : tile<1xi64>
    %65 = iota : tile<1xi32>
    %66 = constant <i32: 1> : tile<i32>
    %67 = muli %63, %66 : tile<i32>
    %68 = reshape %67 : tile<i32> -> tile<1xi32>
    %69 = addi %68, %65 : tile<1xi32>
    %70 = reshape %25 : tile<i32> -> tile<1xi32>
    %71 = cmpi less_than %69, %70, unsigned : tile<1xi32> -> tile<1xi1>
    %72 = exti %69 signed : tile<1xi32> -> tile<1xi64>
    %73 = addi %64, %72 : tile<1xi64>
    %74 = reshape %24 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %75 = offset %74, %73 : tile<1xptr<i32>>, tile<1xi64> -> tile<1xptr<i32>>
    %76, %77 = atomic_rmw_tko acq_rel device %75, %62, %71, %58 {mode = 3} : tile<1xptr<i32>>, tile<1xi32>, tile<1xi1>, token -> tile<1xi32>, token
    %78 = constant <i32: 0> : tile<1xi32>
    %79 = select %71, %76, %78 : tile<1xi1>, tile<1xi32>
    %83 = reduce %79 dim=0 identities=[0] : tile<1xi32> -> tile<i32> {
    ^bb0(%80: tile<i32>, %81: tile<i32>):
      %82 = addi %80, %81 : tile<i32>
      yield %82 : tile<i32>
    }
    %84 = constant <i32: 1> : tile<i32>
    %85 = subi %59, %84 : tile<i32>
    %86 = cmpi equal %83, %85, signed : tile<i32> -> tile<i1>
    %111, %112, %113 = if %86 -> (token, token, token) {
      %87 = constant <f32: 0.0> : tile<1024xf32>
      %88 = constant <i32: 1024> : tile<i32>
      %89 = divi %59, %88 signed rounding positive_inf : tile<i32>
      %90 = constant <i32: 0> : tile<i32>
      %91 = constant <i32: 1> : tile<i32>
      %99, %100 = for %92 in (%90 to %89, step %91) : tile<i32> iter_values(%93 = %87, %94 = %77) -> (tile<1024xf32>, token) {
        %95, %96 = load_view_tko weak %29[%92] token = %94 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
        %97 = addf %93, %95 : tile<1024xf32>
        %98 = join_tokens %94, %96 : token
        continue %97, %98 : tile<1024xf32>, token
      }
      %104 = reduce %99 dim=0 identities=[0] : tile<1024xf32> -> tile<f32> {
      ^bb0(%101: tile<f32>, %102: tile<f32>):
        %103 = addf %101, %102 : tile<f32>
        yield %103 : tile<f32>
      }
      %105 = reshape %104 : tile<f32> -> tile<1xf32>
      %106 = constant <i32: 0> : tile<i32>
      %107 = store_view_tko weak %105, %30[%106] token = %77 : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
      %108 = constant <i32: 0> : tile<1xi32>
      %109 = constant <i32: 0> : tile<i32>
      %110 = store_view_tko weak %108, %31[%109] token = %77 : tile<1xi32>, partition_view<tile=(1), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
      yield %107, %100, %110 : token, token, token
    } else {
      yield %77, %77, %77 : token, token, token
    }
    return
  }
}
