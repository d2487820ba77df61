// kernel reductions [BM=8, BN=16]
cuda_tile.module @reductions {
  entry @reductions(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<i32>, %9: tile<i32>, %10: tile<ptr<f32>>, %11: tile<i32>, %12: tile<i32>) {
    %13 = assume div_by<16>, %0 : tile<ptr<f32>>
    %14 = assume bounded<0, ?>, %1 : tile<i32>
    %15 = assume bounded<0, ?>, %2 : tile<i32>
    %16 = make_tensor_view %13, shape = [%14, %15], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %17 = assume div_by<16>, %5 : tile<ptr<f32>>
    %18 = assume bounded<0, ?>, %6 : tile<i32>
    %19 = assume bounded<0, ?>, %7 : tile<i32>
    %20 = make_tensor_view %17, shape = [%18, %19], strides = [%8, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %21 = assume div_by<16>, %10 : tile<ptr<f32>>
    %22 = assume bounded<0, ?>, %11 : tile<i32>
    %23 = make_tensor_view %21, shape = [%22], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %24 = make_partition_view %16 : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %25 = make_partition_view %23 : partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>
    %26 = make_partition_view %20 : partition_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>>
    %27, %28, %29 = get_tile_block_id : tile<i32>
    %30 = constant <i32: 0> : tile<i32>
    %31, %32 = load_view_tko weak %24[%27, %30] : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x16xf32>, token
    %36 = reduce %31 dim=1 identities=[-inf] : tile<8x16xf32> -> tile<8xf32> {
    ^bb0(%33: tile<f32>, %34: tile<f32>):
      %35 = maxf %33, %34 : tile<f32>
      yield %35 : tile<f32>
    }
    %37 = reshape %36 : tile<8xf32> -> tile<8x1xf32>
    %38 = broadcast %37 : tile<8x1xf32> -> tile<8x16xf32>
    %39 = subf %31, %38 : tile<8x16xf32>
    %43 = reduce %39 dim=1 identities=[0] : tile<8x16xf32> -> tile<8xf32> {
    ^bb0(%40: tile<f32>, %41: tile<f32>):
      %42 = addf %40, %41 : tile<f32>
      yield %42 : tile<f32>
    }
    %47 = reduce %31 dim=0 identities=[inf] : tile<8x16xf32> -> tile<16xf32> {
    ^bb0(%44: tile<f32>, %45: tile<f32>):
      %46 = minf %44, %45 : tile<f32>
      yield %46 : tile<f32>
    }
    %51 = reduce %47 dim=0 identities=[1] : tile<16xf32> -> tile<f32> {
    ^bb0(%48: tile<f32>, %49: tile<f32>):
      %50 = mulf %48, %49 : tile<f32>
      yield %50 : tile<f32>
    }
    %52, %53, %54 = get_tile_block_id : tile<i32>
    %55 = reshape %51 : tile<f32> -> tile<1xf32>
    %56 = broadcast %55 : tile<1xf32> -> tile<8xf32>
    %57 = addf %43, %56 : tile<8xf32>
    %58 = store_view_tko weak %57, %25[%52] : tile<8xf32>, partition_view<tile=(8), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %62 = scan %31 dim=1 reverse=false identities=[0] : tile<8x16xf32> -> tile<8x16xf32> {
    ^bb0(%59: tile<f32>, %60: tile<f32>):
      %61 = addf %59, %60 : tile<f32>
      yield %61 : tile<f32>
    }
    %66 = scan %31 dim=0 reverse=true identities=[1] : tile<8x16xf32> -> tile<8x16xf32> {
    ^bb0(%63: tile<f32>, %64: tile<f32>):
      %65 = mulf %63, %64 : tile<f32>
      yield %65 : tile<f32>
    }
    %67, %68, %69 = get_tile_block_id : tile<i32>
    %70 = addf %62, %66 : tile<8x16xf32>
    %71 = constant <i32: 0> : tile<i32>
    %72 = store_view_tko weak %70, %26[%67, %71] : tile<8x16xf32>, partition_view<tile=(8x16), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}

// kernel arg_reductions [BM=8, BN=16]
cuda_tile.module @arg_reductions {
  entry @arg_reductions(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<i32>>, %6: tile<i32>, %7: tile<i32>) {
    %8 = assume div_by<16>, %0 : tile<ptr<f32>>
    %9 = assume bounded<0, ?>, %1 : tile<i32>
    %10 = assume bounded<0, ?>, %2 : tile<i32>
    %11 = make_tensor_view %8, shape = [%9, %10], strides = [%3, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %12 = assume div_by<16>, %5 : tile<ptr<i32>>
    %13 = assume bounded<0, ?>, %6 : tile<i32>
    %14 = make_tensor_view %12, shape = [%13], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %15 = make_partition_view %11 : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %16 = make_partition_view %14 : partition_view<tile=(8), tensor_view<?xi32, strides=[1]>>
    %17, %18, %19 = get_tile_block_id : tile<i32>
    %20 = constant <i32: 0> : tile<i32>
    %21, %22 = load_view_tko weak %15[%17, %20] : partition_view<tile=(8x16), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<8x16xf32>, token
    %23, %24, %25 = get_tile_block_id : tile<i32>
    %26 = iota : tile<16xi32>
    %27 = reshape %26 : tile<16xi32> -> tile<1x16xi32>
    %28 = broadcast %27 : tile<1x16xi32> -> tile<8x16xi32>
    %40, %41 = reduce %21, %28 dim=1 identities=[-inf, 2147483647] : tile<8x16xf32>, tile<8x16xi32> -> tile<8xf32>, tile<8xi32> {
    ^bb0(%29: tile<f32>, %30: tile<f32>, %31: tile<i32>, %32: tile<i32>):
      %33 = cmpf greater_than ordered %29, %30 : tile<f32> -> tile<i1>
      %34 = cmpf equal ordered %29, %30 : tile<f32> -> tile<i1>
      %35 = cmpi less_than %31, %32, signed : tile<i32> -> tile<i1>
      %36 = andi %34, %35 : tile<i1>
      %37 = ori %33, %36 : tile<i1>
      %38 = select %37, %29, %30 : tile<i1>, tile<f32>
      %39 = select %37, %31, %32 : tile<i1>, tile<i32>
      yield %38, %39 : tile<f32>, tile<i32>
    }
    %42 = iota : tile<16xi32>
    %43 = reshape %42 : tile<16xi32> -> tile<1x16xi32>
    %44 = broadcast %43 : tile<1x16xi32> -> tile<8x16xi32>
    %56, %57 = reduce %21, %44 dim=1 identities=[inf, 2147483647] : tile<8x16xf32>, tile<8x16xi32> -> tile<8xf32>, tile<8xi32> {
    ^bb0(%45: tile<f32>, %46: tile<f32>, %47: tile<i32>, %48: tile<i32>):
      %49 = cmpf less_than ordered %45, %46 : tile<f32> -> tile<i1>
      %50 = cmpf equal ordered %45, %46 : tile<f32> -> tile<i1>
      %51 = cmpi less_than %47, %48, signed : tile<i32> -> tile<i1>
      %52 = andi %50, %51 : tile<i1>
      %53 = ori %49, %52 : tile<i1>
      %54 = select %53, %45, %46 : tile<i1>, tile<f32>
      %55 = select %53, %47, %48 : tile<i1>, tile<i32>
      yield %54, %55 : tile<f32>, tile<i32>
    }
    %58 = addi %41, %57 : tile<8xi32>
    %59 = store_view_tko weak %58, %16[%23] : tile<8xi32>, partition_view<tile=(8), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
