// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = constant <i8: 0> : tile<64xi8>
    %25 = cmpi not_equal %22, %24, unsigned : tile<64xi8> -> tile<64xi1>
    %26 = exti %25 unsigned : tile<64xi1> -> tile<64xi8>
    %27 = store_view_tko weak %26, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = constant <i8: 0> : tile<64xi8>
    %25 = cmpi not_equal %22, %24, unsigned : tile<64xi8> -> tile<64xi1>
    %26 = exti %25 unsigned : tile<64xi1> -> tile<64xi8>
    %27 = store_view_tko weak %26, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = constant <i8: 0> : tile<64xi8>
    %25 = cmpi not_equal %22, %24, unsigned : tile<64xi8> -> tile<64xi1>
    %26 = iota : tile<64xi32>
    %27 = constant <i32: 64> : tile<i32>
    %28 = muli %19, %27 : tile<i32>
    %29 = reshape %28 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = addi %30, %26 : tile<64xi32>
    %32 = reshape %8 : tile<i32> -> tile<1xi32>
    %33 = broadcast %32 : tile<1xi32> -> tile<64xi32>
    %34 = cmpi less_than %31, %33, unsigned : tile<64xi32> -> tile<64xi1>
    %35 = constant <i1: 1> : tile<64xi1>
    %36 = select %34, %25, %35 : tile<64xi1>, tile<64xi1>
    %37 = exti %36 unsigned : tile<64xi1> -> tile<64xi8>
    %38 = store_view_tko weak %37, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = constant <i8: 0> : tile<64xi8>
    %25 = cmpi not_equal %22, %24, unsigned : tile<64xi8> -> tile<64xi1>
    %26 = exti %25 unsigned : tile<64xi1> -> tile<64xi8>
    %27 = store_view_tko weak %26, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = constant <i8: 0> : tile<64xi8>
    %24 = cmpi not_equal %21, %23, unsigned : tile<64xi8> -> tile<64xi1>
    %25 = exti %24 unsigned : tile<64xi1> -> tile<64xi8>
    %26 = store_view_tko weak %25, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = constant <i8: 0> : tile<64xi8>
    %24 = cmpi not_equal %21, %23, unsigned : tile<64xi8> -> tile<64xi1>
    %25 = exti %24 unsigned : tile<64xi1> -> tile<64xi8>
    %26 = store_view_tko weak %25, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = constant <i8: 0> : tile<64xi8>
    %24 = cmpi not_equal %21, %23, unsigned : tile<64xi8> -> tile<64xi1>
    %25 = iota : tile<64xi32>
    %26 = constant <i32: 64> : tile<i32>
    %27 = muli %18, %26 : tile<i32>
    %28 = reshape %27 : tile<i32> -> tile<1xi32>
    %29 = broadcast %28 : tile<1xi32> -> tile<64xi32>
    %30 = addi %29, %25 : tile<64xi32>
    %31 = reshape %7 : tile<i32> -> tile<1xi32>
    %32 = broadcast %31 : tile<1xi32> -> tile<64xi32>
    %33 = cmpi less_than %30, %32, unsigned : tile<64xi32> -> tile<64xi1>
    %34 = constant <i1: 1> : tile<64xi1>
    %35 = select %33, %24, %34 : tile<64xi1>, tile<64xi1>
    %36 = exti %35 unsigned : tile<64xi1> -> tile<64xi8>
    %37 = store_view_tko weak %36, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = constant <i8: 0> : tile<64xi8>
    %24 = cmpi not_equal %21, %23, unsigned : tile<64xi8> -> tile<64xi1>
    %25 = exti %24 unsigned : tile<64xi1> -> tile<64xi8>
    %26 = store_view_tko weak %25, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = iota : tile<64xi32>
    %25 = constant <i32: 64> : tile<i32>
    %26 = muli %19, %25 : tile<i32>
    %27 = reshape %26 : tile<i32> -> tile<1xi32>
    %28 = broadcast %27 : tile<1xi32> -> tile<64xi32>
    %29 = addi %28, %24 : tile<64xi32>
    %30 = reshape %8 : tile<i32> -> tile<1xi32>
    %31 = broadcast %30 : tile<1xi32> -> tile<64xi32>
    %32 = cmpi less_than %29, %31, unsigned : tile<64xi32> -> tile<64xi1>
    %33 = constant <i8: -128> : tile<64xi8>
    %34 = select %32, %22, %33 : tile<64xi1>, tile<64xi8>
    %35 = store_view_tko weak %34, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = iota : tile<64xi32>
    %25 = constant <i32: 64> : tile<i32>
    %26 = muli %19, %25 : tile<i32>
    %27 = reshape %26 : tile<i32> -> tile<1xi32>
    %28 = broadcast %27 : tile<1xi32> -> tile<64xi32>
    %29 = addi %28, %24 : tile<64xi32>
    %30 = reshape %8 : tile<i32> -> tile<1xi32>
    %31 = broadcast %30 : tile<1xi32> -> tile<64xi32>
    %32 = cmpi less_than %29, %31, unsigned : tile<64xi32> -> tile<64xi1>
    %33 = constant <i8: 127> : tile<64xi8>
    %34 = select %32, %22, %33 : tile<64xi1>, tile<64xi8>
    %35 = store_view_tko weak %34, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = iota : tile<64xi32>
    %24 = constant <i32: 64> : tile<i32>
    %25 = muli %18, %24 : tile<i32>
    %26 = reshape %25 : tile<i32> -> tile<1xi32>
    %27 = broadcast %26 : tile<1xi32> -> tile<64xi32>
    %28 = addi %27, %23 : tile<64xi32>
    %29 = reshape %7 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = cmpi less_than %28, %30, unsigned : tile<64xi32> -> tile<64xi1>
    %32 = constant <i8: -128> : tile<64xi8>
    %33 = select %31, %21, %32 : tile<64xi1>, tile<64xi8>
    %34 = store_view_tko weak %33, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = iota : tile<64xi32>
    %24 = constant <i32: 64> : tile<i32>
    %25 = muli %18, %24 : tile<i32>
    %26 = reshape %25 : tile<i32> -> tile<1xi32>
    %27 = broadcast %26 : tile<1xi32> -> tile<64xi32>
    %28 = addi %27, %23 : tile<64xi32>
    %29 = reshape %7 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = cmpi less_than %28, %30, unsigned : tile<64xi32> -> tile<64xi1>
    %32 = constant <i8: 127> : tile<64xi8>
    %33 = select %31, %21, %32 : tile<64xi1>, tile<64xi8>
    %34 = store_view_tko weak %33, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = iota : tile<64xi32>
    %25 = constant <i32: 64> : tile<i32>
    %26 = muli %19, %25 : tile<i32>
    %27 = reshape %26 : tile<i32> -> tile<1xi32>
    %28 = broadcast %27 : tile<1xi32> -> tile<64xi32>
    %29 = addi %28, %24 : tile<64xi32>
    %30 = reshape %8 : tile<i32> -> tile<1xi32>
    %31 = broadcast %30 : tile<1xi32> -> tile<64xi32>
    %32 = cmpi less_than %29, %31, unsigned : tile<64xi32> -> tile<64xi1>
    %33 = constant <i8: -1> : tile<64xi8>
    %34 = select %32, %22, %33 : tile<64xi1>, tile<64xi8>
    %35 = store_view_tko weak %34, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i8>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = iota : tile<64xi32>
    %24 = constant <i32: 64> : tile<i32>
    %25 = muli %18, %24 : tile<i32>
    %26 = reshape %25 : tile<i32> -> tile<1xi32>
    %27 = broadcast %26 : tile<1xi32> -> tile<64xi32>
    %28 = addi %27, %23 : tile<64xi32>
    %29 = reshape %7 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = cmpi less_than %28, %30, unsigned : tile<64xi32> -> tile<64xi1>
    %32 = constant <i8: -1> : tile<64xi8>
    %33 = select %31, %21, %32 : tile<64xi1>, tile<64xi8>
    %34 = store_view_tko weak %33, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i8>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i8>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i8>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i8>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi8, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi8, strides=[1]>>, tile<i32> -> tile<64xi8>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xi8>, partition_view<tile=(64), tensor_view<?xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<f8e4m3fn>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f8e4m3fn>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f8e4m3fn>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f8e4m3fn>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> tile<64xf8e4m3fn>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf8e4m3fn>, partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<f8e4m3fn>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f8e4m3fn>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f8e4m3fn>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f8e4m3fn>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> tile<64xf8e4m3fn>, token
    %24 = iota : tile<64xi32>
    %25 = constant <i32: 64> : tile<i32>
    %26 = muli %19, %25 : tile<i32>
    %27 = reshape %26 : tile<i32> -> tile<1xi32>
    %28 = broadcast %27 : tile<1xi32> -> tile<64xi32>
    %29 = addi %28, %24 : tile<64xi32>
    %30 = reshape %8 : tile<i32> -> tile<1xi32>
    %31 = broadcast %30 : tile<1xi32> -> tile<64xi32>
    %32 = cmpi less_than %29, %31, unsigned : tile<64xi32> -> tile<64xi1>
    %33 = constant <f8e4m3fn: 254> : tile<64xf8e4m3fn>
    %34 = select %32, %22, %33 : tile<64xi1>, tile<64xf8e4m3fn>
    %35 = store_view_tko weak %34, %15[%16] : tile<64xf8e4m3fn>, partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<f8e4m3fn>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f8e4m3fn>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f8e4m3fn>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f8e4m3fn>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> tile<64xf8e4m3fn>, token
    %24 = iota : tile<64xi32>
    %25 = constant <i32: 64> : tile<i32>
    %26 = muli %19, %25 : tile<i32>
    %27 = reshape %26 : tile<i32> -> tile<1xi32>
    %28 = broadcast %27 : tile<1xi32> -> tile<64xi32>
    %29 = addi %28, %24 : tile<64xi32>
    %30 = reshape %8 : tile<i32> -> tile<1xi32>
    %31 = broadcast %30 : tile<1xi32> -> tile<64xi32>
    %32 = cmpi less_than %29, %31, unsigned : tile<64xi32> -> tile<64xi1>
    %33 = constant <f8e4m3fn: 126> : tile<64xf8e4m3fn>
    %34 = select %32, %22, %33 : tile<64xi1>, tile<64xf8e4m3fn>
    %35 = store_view_tko weak %34, %15[%16] : tile<64xf8e4m3fn>, partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<f8e4m3fn>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f8e4m3fn>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f8e4m3fn>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<f8e4m3fn>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = nan, tensor_view<?xf8e4m3fn, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = nan, tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> tile<64xf8e4m3fn>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xf8e4m3fn>, partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<f8e4m3fn>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f8e4m3fn>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f8e4m3fn>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f8e4m3fn>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> tile<64xf8e4m3fn>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf8e4m3fn>, partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<f8e4m3fn>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f8e4m3fn>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f8e4m3fn>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f8e4m3fn>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> tile<64xf8e4m3fn>, token
    %23 = iota : tile<64xi32>
    %24 = constant <i32: 64> : tile<i32>
    %25 = muli %18, %24 : tile<i32>
    %26 = reshape %25 : tile<i32> -> tile<1xi32>
    %27 = broadcast %26 : tile<1xi32> -> tile<64xi32>
    %28 = addi %27, %23 : tile<64xi32>
    %29 = reshape %7 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = cmpi less_than %28, %30, unsigned : tile<64xi32> -> tile<64xi1>
    %32 = constant <f8e4m3fn: 254> : tile<64xf8e4m3fn>
    %33 = select %31, %21, %32 : tile<64xi1>, tile<64xf8e4m3fn>
    %34 = store_view_tko weak %33, %14[%15] : tile<64xf8e4m3fn>, partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<f8e4m3fn>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f8e4m3fn>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f8e4m3fn>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f8e4m3fn>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> tile<64xf8e4m3fn>, token
    %23 = iota : tile<64xi32>
    %24 = constant <i32: 64> : tile<i32>
    %25 = muli %18, %24 : tile<i32>
    %26 = reshape %25 : tile<i32> -> tile<1xi32>
    %27 = broadcast %26 : tile<1xi32> -> tile<64xi32>
    %28 = addi %27, %23 : tile<64xi32>
    %29 = reshape %7 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = cmpi less_than %28, %30, unsigned : tile<64xi32> -> tile<64xi1>
    %32 = constant <f8e4m3fn: 126> : tile<64xf8e4m3fn>
    %33 = select %31, %21, %32 : tile<64xi1>, tile<64xf8e4m3fn>
    %34 = store_view_tko weak %33, %14[%15] : tile<64xf8e4m3fn>, partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<f8e4m3fn>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<f8e4m3fn>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<f8e4m3fn>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<f8e4m3fn>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xf8e4m3fn, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = nan, tensor_view<?xf8e4m3fn, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = nan, tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> tile<64xf8e4m3fn>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xf8e4m3fn>, partition_view<tile=(64), tensor_view<?xf8e4m3fn, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<i16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %24 = iota : tile<64xi32>
    %25 = constant <i32: 64> : tile<i32>
    %26 = muli %19, %25 : tile<i32>
    %27 = reshape %26 : tile<i32> -> tile<1xi32>
    %28 = broadcast %27 : tile<1xi32> -> tile<64xi32>
    %29 = addi %28, %24 : tile<64xi32>
    %30 = reshape %8 : tile<i32> -> tile<1xi32>
    %31 = broadcast %30 : tile<1xi32> -> tile<64xi32>
    %32 = cmpi less_than %29, %31, unsigned : tile<64xi32> -> tile<64xi1>
    %33 = constant <i16: -32768> : tile<64xi16>
    %34 = select %32, %22, %33 : tile<64xi1>, tile<64xi16>
    %35 = store_view_tko weak %34, %15[%16] : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %24 = iota : tile<64xi32>
    %25 = constant <i32: 64> : tile<i32>
    %26 = muli %19, %25 : tile<i32>
    %27 = reshape %26 : tile<i32> -> tile<1xi32>
    %28 = broadcast %27 : tile<1xi32> -> tile<64xi32>
    %29 = addi %28, %24 : tile<64xi32>
    %30 = reshape %8 : tile<i32> -> tile<1xi32>
    %31 = broadcast %30 : tile<1xi32> -> tile<64xi32>
    %32 = cmpi less_than %29, %31, unsigned : tile<64xi32> -> tile<64xi1>
    %33 = constant <i16: 32767> : tile<64xi16>
    %34 = select %32, %22, %33 : tile<64xi1>, tile<64xi16>
    %35 = store_view_tko weak %34, %15[%16] : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i16>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i16>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<i16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %23 = iota : tile<64xi32>
    %24 = constant <i32: 64> : tile<i32>
    %25 = muli %18, %24 : tile<i32>
    %26 = reshape %25 : tile<i32> -> tile<1xi32>
    %27 = broadcast %26 : tile<1xi32> -> tile<64xi32>
    %28 = addi %27, %23 : tile<64xi32>
    %29 = reshape %7 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = cmpi less_than %28, %30, unsigned : tile<64xi32> -> tile<64xi1>
    %32 = constant <i16: -32768> : tile<64xi16>
    %33 = select %31, %21, %32 : tile<64xi1>, tile<64xi16>
    %34 = store_view_tko weak %33, %14[%15] : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %23 = iota : tile<64xi32>
    %24 = constant <i32: 64> : tile<i32>
    %25 = muli %18, %24 : tile<i32>
    %26 = reshape %25 : tile<i32> -> tile<1xi32>
    %27 = broadcast %26 : tile<1xi32> -> tile<64xi32>
    %28 = addi %27, %23 : tile<64xi32>
    %29 = reshape %7 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = cmpi less_than %28, %30, unsigned : tile<64xi32> -> tile<64xi1>
    %32 = constant <i16: 32767> : tile<64xi16>
    %33 = select %31, %21, %32 : tile<64xi1>, tile<64xi16>
    %34 = store_view_tko weak %33, %14[%15] : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i16>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i16>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i16>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i16>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi16, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi16, strides=[1]>>, tile<i32> -> tile<64xi16>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xi16>, partition_view<tile=(64), tensor_view<?xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}

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
  entry @pad_zero(%0: tile<ptr<i32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i32>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i32>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i32>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i32>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %24 = iota : tile<64xi32>
    %25 = constant <i32: 64> : tile<i32>
    %26 = muli %19, %25 : tile<i32>
    %27 = reshape %26 : tile<i32> -> tile<1xi32>
    %28 = broadcast %27 : tile<1xi32> -> tile<64xi32>
    %29 = addi %28, %24 : tile<64xi32>
    %30 = reshape %8 : tile<i32> -> tile<1xi32>
    %31 = broadcast %30 : tile<1xi32> -> tile<64xi32>
    %32 = cmpi less_than %29, %31, unsigned : tile<64xi32> -> tile<64xi1>
    %33 = constant <i32: -2147483648> : tile<64xi32>
    %34 = select %32, %22, %33 : tile<64xi1>, tile<64xi32>
    %35 = store_view_tko weak %34, %15[%16] : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i32>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i32>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %24 = iota : tile<64xi32>
    %25 = constant <i32: 64> : tile<i32>
    %26 = muli %19, %25 : tile<i32>
    %27 = reshape %26 : tile<i32> -> tile<1xi32>
    %28 = broadcast %27 : tile<1xi32> -> tile<64xi32>
    %29 = addi %28, %24 : tile<64xi32>
    %30 = reshape %8 : tile<i32> -> tile<1xi32>
    %31 = broadcast %30 : tile<1xi32> -> tile<64xi32>
    %32 = cmpi less_than %29, %31, unsigned : tile<64xi32> -> tile<64xi1>
    %33 = constant <i32: 2147483647> : tile<64xi32>
    %34 = select %32, %22, %33 : tile<64xi1>, tile<64xi32>
    %35 = store_view_tko weak %34, %15[%16] : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i32>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i32>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<i32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i32>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i32>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i32>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i32>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %23 = iota : tile<64xi32>
    %24 = constant <i32: 64> : tile<i32>
    %25 = muli %18, %24 : tile<i32>
    %26 = reshape %25 : tile<i32> -> tile<1xi32>
    %27 = broadcast %26 : tile<1xi32> -> tile<64xi32>
    %28 = addi %27, %23 : tile<64xi32>
    %29 = reshape %7 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = cmpi less_than %28, %30, unsigned : tile<64xi32> -> tile<64xi1>
    %32 = constant <i32: -2147483648> : tile<64xi32>
    %33 = select %31, %21, %32 : tile<64xi1>, tile<64xi32>
    %34 = store_view_tko weak %33, %14[%15] : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i32>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i32>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %23 = iota : tile<64xi32>
    %24 = constant <i32: 64> : tile<i32>
    %25 = muli %18, %24 : tile<i32>
    %26 = reshape %25 : tile<i32> -> tile<1xi32>
    %27 = broadcast %26 : tile<1xi32> -> tile<64xi32>
    %28 = addi %27, %23 : tile<64xi32>
    %29 = reshape %7 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = cmpi less_than %28, %30, unsigned : tile<64xi32> -> tile<64xi1>
    %32 = constant <i32: 2147483647> : tile<64xi32>
    %33 = select %31, %21, %32 : tile<64xi1>, tile<64xi32>
    %34 = store_view_tko weak %33, %14[%15] : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i32>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i32>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i32>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
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
  entry @pad_zero(%0: tile<ptr<i64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i64>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i64>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>, tile<i32> -> tile<64xi64>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i64>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i64>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>, tile<i32> -> tile<64xi64>, token
    %24 = iota : tile<64xi32>
    %25 = constant <i32: 64> : tile<i32>
    %26 = muli %19, %25 : tile<i32>
    %27 = reshape %26 : tile<i32> -> tile<1xi32>
    %28 = broadcast %27 : tile<1xi32> -> tile<64xi32>
    %29 = addi %28, %24 : tile<64xi32>
    %30 = reshape %8 : tile<i32> -> tile<1xi32>
    %31 = broadcast %30 : tile<1xi32> -> tile<64xi32>
    %32 = cmpi less_than %29, %31, unsigned : tile<64xi32> -> tile<64xi1>
    %33 = constant <i64: -9223372036854775808> : tile<64xi64>
    %34 = select %32, %22, %33 : tile<64xi1>, tile<64xi64>
    %35 = store_view_tko weak %34, %15[%16] : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i64>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i64>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>, tile<i32> -> tile<64xi64>, token
    %24 = iota : tile<64xi32>
    %25 = constant <i32: 64> : tile<i32>
    %26 = muli %19, %25 : tile<i32>
    %27 = reshape %26 : tile<i32> -> tile<1xi32>
    %28 = broadcast %27 : tile<1xi32> -> tile<64xi32>
    %29 = addi %28, %24 : tile<64xi32>
    %30 = reshape %8 : tile<i32> -> tile<1xi32>
    %31 = broadcast %30 : tile<1xi32> -> tile<64xi32>
    %32 = cmpi less_than %29, %31, unsigned : tile<64xi32> -> tile<64xi1>
    %33 = constant <i64: 9223372036854775807> : tile<64xi64>
    %34 = select %32, %22, %33 : tile<64xi1>, tile<64xi64>
    %35 = store_view_tko weak %34, %15[%16] : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i64>>
    %7 = assume div_by<8>, %1 : tile<i32>
    %8 = assume bounded<0, ?>, %7 : tile<i32>
    %9 = make_tensor_view %6, shape = [%8], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %10 = assume div_by<16>, %3 : tile<ptr<i64>>
    %11 = assume div_by<16>, %4 : tile<i32>
    %12 = assume bounded<0, ?>, %11 : tile<i32>
    %13 = make_tensor_view %10, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %14 = make_partition_view %9 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>
    %15 = make_partition_view %13 : partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>
    %16, %17, %18 = get_tile_block_id : tile<i32>
    %19, %20, %21 = get_tile_block_id : tile<i32>
    %22, %23 = load_view_tko weak %14[%19] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>, tile<i32> -> tile<64xi64>, token
    %24 = store_view_tko weak %22, %15[%16] : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_zero [T=64]
cuda_tile.module @pad_zero {
  entry @pad_zero(%0: tile<ptr<i64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i64>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i64>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>, tile<i32> -> tile<64xi64>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_neg_inf [T=64]
cuda_tile.module @pad_neg_inf {
  entry @pad_neg_inf(%0: tile<ptr<i64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i64>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i64>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>, tile<i32> -> tile<64xi64>, token
    %23 = iota : tile<64xi32>
    %24 = constant <i32: 64> : tile<i32>
    %25 = muli %18, %24 : tile<i32>
    %26 = reshape %25 : tile<i32> -> tile<1xi32>
    %27 = broadcast %26 : tile<1xi32> -> tile<64xi32>
    %28 = addi %27, %23 : tile<64xi32>
    %29 = reshape %7 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = cmpi less_than %28, %30, unsigned : tile<64xi32> -> tile<64xi1>
    %32 = constant <i64: -9223372036854775808> : tile<64xi64>
    %33 = select %31, %21, %32 : tile<64xi1>, tile<64xi64>
    %34 = store_view_tko weak %33, %14[%15] : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_pos_inf [T=64]
cuda_tile.module @pad_pos_inf {
  entry @pad_pos_inf(%0: tile<ptr<i64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i64>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i64>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>, tile<i32> -> tile<64xi64>, token
    %23 = iota : tile<64xi32>
    %24 = constant <i32: 64> : tile<i32>
    %25 = muli %18, %24 : tile<i32>
    %26 = reshape %25 : tile<i32> -> tile<1xi32>
    %27 = broadcast %26 : tile<1xi32> -> tile<64xi32>
    %28 = addi %27, %23 : tile<64xi32>
    %29 = reshape %7 : tile<i32> -> tile<1xi32>
    %30 = broadcast %29 : tile<1xi32> -> tile<64xi32>
    %31 = cmpi less_than %28, %30, unsigned : tile<64xi32> -> tile<64xi1>
    %32 = constant <i64: 9223372036854775807> : tile<64xi64>
    %33 = select %31, %21, %32 : tile<64xi1>, tile<64xi64>
    %34 = store_view_tko weak %33, %14[%15] : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
    return
  }
}

// kernel pad_nan [T=64]
cuda_tile.module @pad_nan {
  entry @pad_nan(%0: tile<ptr<i64>>, %1: tile<i32>, %2: tile<i32>, %3: tile<ptr<i64>>, %4: tile<i32>, %5: tile<i32>) {
    %6 = assume div_by<16>, %0 : tile<ptr<i64>>
    %7 = assume bounded<0, ?>, %1 : tile<i32>
    %8 = make_tensor_view %6, shape = [%7], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %9 = assume div_by<16>, %3 : tile<ptr<i64>>
    %10 = assume div_by<16>, %4 : tile<i32>
    %11 = assume bounded<0, ?>, %10 : tile<i32>
    %12 = make_tensor_view %9, shape = [%11], strides = [1] : tile<i32> -> tensor_view<?xi64, strides=[1]>
    %13 = make_partition_view %8 : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>
    %14 = make_partition_view %12 : partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>
    %15, %16, %17 = get_tile_block_id : tile<i32>
    %18, %19, %20 = get_tile_block_id : tile<i32>
    %21, %22 = load_view_tko weak %13[%18] : partition_view<tile=(64), padding_value = zero, tensor_view<?xi64, strides=[1]>>, tile<i32> -> tile<64xi64>, token
    %23 = store_view_tko weak %21, %14[%15] : tile<64xi64>, partition_view<tile=(64), tensor_view<?xi64, strides=[1]>>, tile<i32> -> token
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
