// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = nan, tensor_view<?xf16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = nan, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<f16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = nan, tensor_view<?xf16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = nan, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<64xf16>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf16>, partition_view<tile=(64), tensor_view<?xf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<bf16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<bf16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xbf16>, partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<bf16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<bf16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xbf16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xbf16>, partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<bf16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<bf16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xbf16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xbf16>, partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<bf16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<bf16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = nan, tensor_view<?xbf16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = nan, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xbf16>, partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<bf16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<bf16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xbf16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xbf16>, partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<bf16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<bf16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xbf16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xbf16>, partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<bf16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<bf16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xbf16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xbf16>, partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<bf16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<bf16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<bf16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<bf16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = nan, tensor_view<?xbf16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = nan, tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<64xbf16>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xbf16>, partition_view<tile=(64), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f32>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f32>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f32>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf32, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f32>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = nan, tensor_view<?xf32, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = nan, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f32>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f32>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f32>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf32, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f32>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f32>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = nan, tensor_view<?xf32, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = nan, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<64xf32>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf32>, partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<f64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f64>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f64>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf64, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<f64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f64>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f64>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf64, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<f64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f64>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f64>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf64, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<f64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f64>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f64>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = nan, tensor_view<?xf64, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = nan, tensor_view<?xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<f64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f64>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f64>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf64, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<f64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f64>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f64>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf64, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = neg_inf, tensor_view<?xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<f64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f64>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f64>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf64, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = pos_inf, tensor_view<?xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<f64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f64>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f64>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf64, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = nan, tensor_view<?xf64, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = nan, tensor_view<?xf64, strides=[1]>>, tile<i32> -> tile<64xf64>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf64>, partition_view<tile=(64), tensor_view<?xf64, strides=[1]>>, tile<i32> -> token
    return
  }
}
