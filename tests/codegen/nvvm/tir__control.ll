; kernel row_sum [BN=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @row_sum(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = icmp eq i32 64, 0
  %v5 = select i1 %v4, i32 1, i32 64
  %v6 = icmp eq i32 64, -1
  %v7 = select i1 %v6, i32 1, i32 %v5
  %v8 = sdiv i32 %p2, %v7
  %v9 = sub i32 0, %v8
  %v10 = select i1 %v6, i32 %v9, i32 %v8
  %v11 = srem i32 %p2, %v7
  %v12 = select i1 %v6, i32 0, i32 %v11
  %v13 = icmp ne i32 %v12, 0
  %v14 = xor i32 %v12, 64
  %v15 = icmp sge i32 %v14, 0
  %v16 = and i1 %v13, %v15
  %v17 = add i32 %v10, 1
  %v18 = select i1 %v16, i32 %v17, i32 %v10
  %v19 = select i1 %v4, i32 0, i32 %v18
  %v20 = sext i32 %v19 to i64
  br label %for1
for1:
  %v21 = phi float [ 0x0000000000000000, %entry0 ], [ %v95, %ld_done6 ]
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v96, %ld_done6 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v97, %ld_done6 ]
  %v24 = phi float [ 0x0000000000000000, %entry0 ], [ %v98, %ld_done6 ]
  %v25 = phi i64 [ 0, %entry0 ], [ %v99, %ld_done6 ]
  %v26 = icmp slt i64 %v25, %v20
  %v27 = icmp sgt i64 %v25, %v20
  %v28 = icmp sgt i64 1, 0
  %v29 = select i1 %v28, i1 %v26, i1 %v27
  br i1 %v29, label %body2, label %endfor3
body2:
  %v30 = trunc i64 %v25 to i32
  %v31 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v32 = and i32 %v2, 1
  %v33 = shl i32 %v32, 2
  %v34 = lshr i32 %v2, 1
  %v35 = and i32 %v34, 1
  %v36 = shl i32 %v35, 3
  %v37 = or i32 %v33, %v36
  %v38 = lshr i32 %v2, 2
  %v39 = and i32 %v38, 1
  %v40 = shl i32 %v39, 4
  %v41 = or i32 %v37, %v40
  %v42 = lshr i32 %v2, 3
  %v43 = and i32 %v42, 1
  %v44 = shl i32 %v43, 5
  %v45 = or i32 %v41, %v44
  %v46 = lshr i32 %v45, 6
  %v47 = and i32 %v45, 63
  %v48 = sext i32 %v31 to i64
  %v49 = sext i32 %p3 to i64
  %v50 = zext i32 %p1 to i64
  %v51 = mul i64 %v48, %v49
  %v52 = add i64 %v48, 1
  %v53 = icmp sle i64 %v52, %v50
  %v54 = icmp sge i64 %v48, 0
  %v55 = and i1 %v53, %v54
  %v56 = sext i32 %v30 to i64
  %v57 = mul i64 %v56, 64
  %v58 = zext i32 %v47 to i64
  %v59 = add i64 %v57, %v58
  %v60 = zext i32 %p2 to i64
  %v61 = add i64 %v51, %v59
  %v62 = add i64 %v57, 64
  %v63 = icmp sle i64 %v62, %v60
  %v64 = icmp sge i64 %v56, 0
  %v65 = and i1 %v63, %v64
  %v66 = and i1 %v55, %v65
  br i1 %v66, label %ld_full4, label %ld_edge5
endfor3:
  %v100 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v101 = fadd float %v21, %v22
  %v102 = fadd float %v101, %v23
  %v103 = fadd float %v102, %v24
  %v104 = bitcast float %v103 to i32
  %v105 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v104, i32 1, i32 31)
  %v106 = bitcast i32 %v105 to float
  %v107 = fadd float %v103, %v106
  %v108 = bitcast float %v107 to i32
  %v109 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v108, i32 2, i32 31)
  %v110 = bitcast i32 %v109 to float
  %v111 = fadd float %v107, %v110
  %v112 = bitcast float %v111 to i32
  %v113 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v112, i32 4, i32 31)
  %v114 = bitcast i32 %v113 to float
  %v115 = fadd float %v111, %v114
  %v116 = bitcast float %v115 to i32
  %v117 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v116, i32 8, i32 31)
  %v118 = bitcast i32 %v117 to float
  %v119 = fadd float %v115, %v118
  %v120 = sext i32 %v100 to i64
  %v121 = zext i32 %p6 to i64
  %v122 = add i64 %v120, 1
  %v123 = icmp sle i64 %v122, %v121
  %v124 = icmp sge i64 %v120, 0
  %v125 = and i1 %v123, %v124
  %v126 = and i32 %v2, 31
  %v127 = icmp eq i32 %v126, 0
  %v128 = and i32 %v3, 3
  %v129 = icmp eq i32 %v128, 0
  %v130 = and i1 %v127, %v129
  br i1 %v130, label %st_owner9, label %join10
ld_full4:
  %v67 = icmp ult i64 %v48, %v50
  %v68 = icmp ult i64 %v59, %v60
  %v69 = and i1 %v67, %v68
  %v70 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v61
  %v71 = bitcast float addrspace(1)* %v70 to <4 x float> addrspace(1)*
  %v72 = load <4 x float>, <4 x float> addrspace(1)* %v71, align 16
  %v73 = extractelement <4 x float> %v72, i32 0
  %v74 = extractelement <4 x float> %v72, i32 1
  %v75 = extractelement <4 x float> %v72, i32 2
  %v76 = extractelement <4 x float> %v72, i32 3
  br label %ld_done6
ld_edge5:
  %v77 = icmp ult i64 %v48, %v50
  %v78 = icmp ult i64 %v59, %v60
  %v79 = and i1 %v77, %v78
  %v80 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v61
  %v81 = bitcast float addrspace(1)* %v80 to <4 x float> addrspace(1)*
  br i1 %v79, label %ld7, label %ld_next8
ld_done6:
  %v91 = phi float [ %v73, %ld_full4 ], [ %v87, %ld_next8 ]
  %v92 = phi float [ %v74, %ld_full4 ], [ %v88, %ld_next8 ]
  %v93 = phi float [ %v75, %ld_full4 ], [ %v89, %ld_next8 ]
  %v94 = phi float [ %v76, %ld_full4 ], [ %v90, %ld_next8 ]
  %v95 = fadd float %v21, %v91
  %v96 = fadd float %v22, %v92
  %v97 = fadd float %v23, %v93
  %v98 = fadd float %v24, %v94
  %v99 = add i64 %v25, 1
  br label %for1
ld7:
  %v82 = load <4 x float>, <4 x float> addrspace(1)* %v81, align 16
  %v83 = extractelement <4 x float> %v82, i32 0
  %v84 = extractelement <4 x float> %v82, i32 1
  %v85 = extractelement <4 x float> %v82, i32 2
  %v86 = extractelement <4 x float> %v82, i32 3
  br label %ld_next8
ld_next8:
  %v87 = phi float [ %v83, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v88 = phi float [ %v84, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v89 = phi float [ %v85, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  %v90 = phi float [ %v86, %ld7 ], [ 0x0000000000000000, %ld_edge5 ]
  br label %ld_done6
st_owner9:
  br i1 %v125, label %st_full11, label %st_edge12
join10:
  ret void
st_full11:
  %v131 = icmp ult i64 %v120, %v121
  %v132 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v120
  store float %v119, float addrspace(1)* %v132, align 4
  br label %st_done13
st_edge12:
  %v133 = icmp ult i64 %v120, %v121
  %v134 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v120
  br i1 %v133, label %st14, label %join15
st_done13:
  br label %join10
st14:
  store float %v119, float addrspace(1)* %v134, align 4
  br label %join15
join15:
  br label %st_done13
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @row_sum, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32)* @row_sum, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel halve_while [T=32]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @halve_while(float addrspace(1)* noalias %p0, i32 %p1, i32 %p2) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 2
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 3
  %v10 = or i32 %v6, %v9
  %v11 = lshr i32 %v2, 2
  %v12 = and i32 %v11, 1
  %v13 = shl i32 %v12, 4
  %v14 = or i32 %v10, %v13
  %v15 = and i32 %v14, 31
  %v16 = sext i32 %v4 to i64
  %v17 = mul i64 %v16, 32
  %v18 = zext i32 %v15 to i64
  %v19 = add i64 %v17, %v18
  %v20 = zext i32 %p1 to i64
  %v21 = add i64 %v17, 32
  %v22 = icmp sle i64 %v21, %v20
  %v23 = icmp sge i64 %v16, 0
  %v24 = and i1 %v22, %v23
  br i1 %v24, label %ld_full1, label %ld_edge2
ld_full1:
  %v25 = icmp ult i64 %v19, %v20
  %v26 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v19
  %v27 = bitcast float addrspace(1)* %v26 to <4 x float> addrspace(1)*
  %v28 = load <4 x float>, <4 x float> addrspace(1)* %v27, align 16
  %v29 = extractelement <4 x float> %v28, i32 0
  %v30 = extractelement <4 x float> %v28, i32 1
  %v31 = extractelement <4 x float> %v28, i32 2
  %v32 = extractelement <4 x float> %v28, i32 3
  br label %ld_done3
ld_edge2:
  %v33 = icmp ult i64 %v19, %v20
  %v34 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v19
  %v35 = bitcast float addrspace(1)* %v34 to <4 x float> addrspace(1)*
  br i1 %v33, label %ld4, label %ld_next5
ld_done3:
  %v45 = phi float [ %v29, %ld_full1 ], [ %v41, %ld_next5 ]
  %v46 = phi float [ %v30, %ld_full1 ], [ %v42, %ld_next5 ]
  %v47 = phi float [ %v31, %ld_full1 ], [ %v43, %ld_next5 ]
  %v48 = phi float [ %v32, %ld_full1 ], [ %v44, %ld_next5 ]
  %v49 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br label %loop6
ld4:
  %v36 = load <4 x float>, <4 x float> addrspace(1)* %v35, align 16
  %v37 = extractelement <4 x float> %v36, i32 0
  %v38 = extractelement <4 x float> %v36, i32 1
  %v39 = extractelement <4 x float> %v36, i32 2
  %v40 = extractelement <4 x float> %v36, i32 3
  br label %ld_next5
ld_next5:
  %v41 = phi float [ %v37, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v42 = phi float [ %v38, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v43 = phi float [ %v39, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v44 = phi float [ %v40, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  br label %ld_done3
loop6:
  %v50 = phi float [ %v45, %ld_done3 ], [ %v61, %endif10 ]
  %v51 = phi float [ %v46, %ld_done3 ], [ %v62, %endif10 ]
  %v52 = phi float [ %v47, %ld_done3 ], [ %v63, %endif10 ]
  %v53 = phi float [ %v48, %ld_done3 ], [ %v64, %endif10 ]
  %v54 = phi i32 [ %v49, %ld_done3 ], [ %v65, %endif10 ]
  %v55 = icmp slt i32 %v54, 8
  br i1 %v55, label %then8, label %else9
endloop7:
  %v56 = phi float [ %v50, %else9 ]
  %v57 = phi float [ %v51, %else9 ]
  %v58 = phi float [ %v52, %else9 ]
  %v59 = phi float [ %v53, %else9 ]
  %v60 = phi i32 [ %v54, %else9 ]
  %v66 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v67 = and i32 %v2, 1
  %v68 = shl i32 %v67, 2
  %v69 = lshr i32 %v2, 1
  %v70 = and i32 %v69, 1
  %v71 = shl i32 %v70, 3
  %v72 = or i32 %v68, %v71
  %v73 = lshr i32 %v2, 2
  %v74 = and i32 %v73, 1
  %v75 = shl i32 %v74, 4
  %v76 = or i32 %v72, %v75
  %v77 = and i32 %v76, 31
  %v78 = sext i32 %v66 to i64
  %v79 = mul i64 %v78, 32
  %v80 = zext i32 %v77 to i64
  %v81 = add i64 %v79, %v80
  %v82 = zext i32 %p1 to i64
  %v83 = add i64 %v79, 32
  %v84 = icmp sle i64 %v83, %v82
  %v85 = icmp sge i64 %v78, 0
  %v86 = and i1 %v84, %v85
  %v87 = and i32 %v2, 24
  %v88 = icmp eq i32 %v87, 0
  %v89 = and i32 %v3, 3
  %v90 = icmp eq i32 %v89, 0
  %v91 = and i1 %v88, %v90
  br i1 %v91, label %st_owner11, label %join12
then8:
  br label %endif10
else9:
  br label %endloop7
endif10:
  %v61 = fmul float %v50, 0x3FE0000000000000
  %v62 = fmul float %v51, 0x3FE0000000000000
  %v63 = fmul float %v52, 0x3FE0000000000000
  %v64 = fmul float %v53, 0x3FE0000000000000
  %v65 = add i32 %v54, 1
  br label %loop6
st_owner11:
  br i1 %v86, label %st_full13, label %st_edge14
join12:
  ret void
st_full13:
  %v92 = icmp ult i64 %v81, %v82
  %v93 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v81
  %v94 = insertelement <4 x float> undef, float %v56, i32 0
  %v95 = insertelement <4 x float> %v94, float %v57, i32 1
  %v96 = insertelement <4 x float> %v95, float %v58, i32 2
  %v97 = insertelement <4 x float> %v96, float %v59, i32 3
  %v98 = bitcast float addrspace(1)* %v93 to <4 x float> addrspace(1)*
  store <4 x float> %v97, <4 x float> addrspace(1)* %v98, align 16
  br label %st_done15
st_edge14:
  %v99 = icmp ult i64 %v81, %v82
  %v100 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v81
  br i1 %v99, label %st16, label %join17
st_done15:
  br label %join12
st16:
  %v101 = insertelement <4 x float> undef, float %v56, i32 0
  %v102 = insertelement <4 x float> %v101, float %v57, i32 1
  %v103 = insertelement <4 x float> %v102, float %v58, i32 2
  %v104 = insertelement <4 x float> %v103, float %v59, i32 3
  %v105 = bitcast float addrspace(1)* %v100 to <4 x float> addrspace(1)*
  store <4 x float> %v104, <4 x float> addrspace(1)* %v105, align 16
  br label %join17
join17:
  br label %st_done15
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32)* @halve_while, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32)* @halve_while, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel select [T=32]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @select(float addrspace(1)* noalias %p0, i32 %p1, i32 %p2) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 2
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 3
  %v10 = or i32 %v6, %v9
  %v11 = lshr i32 %v2, 2
  %v12 = and i32 %v11, 1
  %v13 = shl i32 %v12, 4
  %v14 = or i32 %v10, %v13
  %v15 = and i32 %v14, 31
  %v16 = sext i32 %v4 to i64
  %v17 = mul i64 %v16, 32
  %v18 = zext i32 %v15 to i64
  %v19 = add i64 %v17, %v18
  %v20 = zext i32 %p1 to i64
  %v21 = add i64 %v17, 32
  %v22 = icmp sle i64 %v21, %v20
  %v23 = icmp sge i64 %v16, 0
  %v24 = and i1 %v22, %v23
  br i1 %v24, label %ld_full1, label %ld_edge2
ld_full1:
  %v25 = icmp ult i64 %v19, %v20
  %v26 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v19
  %v27 = bitcast float addrspace(1)* %v26 to <4 x float> addrspace(1)*
  %v28 = load <4 x float>, <4 x float> addrspace(1)* %v27, align 16
  %v29 = extractelement <4 x float> %v28, i32 0
  %v30 = extractelement <4 x float> %v28, i32 1
  %v31 = extractelement <4 x float> %v28, i32 2
  %v32 = extractelement <4 x float> %v28, i32 3
  br label %ld_done3
ld_edge2:
  %v33 = icmp ult i64 %v19, %v20
  %v34 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v19
  %v35 = bitcast float addrspace(1)* %v34 to <4 x float> addrspace(1)*
  br i1 %v33, label %ld4, label %ld_next5
ld_done3:
  %v45 = phi float [ %v29, %ld_full1 ], [ %v41, %ld_next5 ]
  %v46 = phi float [ %v30, %ld_full1 ], [ %v42, %ld_next5 ]
  %v47 = phi float [ %v31, %ld_full1 ], [ %v43, %ld_next5 ]
  %v48 = phi float [ %v32, %ld_full1 ], [ %v44, %ld_next5 ]
  %v49 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v50 = icmp eq i32 %v49, 0
  br i1 %v50, label %then6, label %else7
ld4:
  %v36 = load <4 x float>, <4 x float> addrspace(1)* %v35, align 16
  %v37 = extractelement <4 x float> %v36, i32 0
  %v38 = extractelement <4 x float> %v36, i32 1
  %v39 = extractelement <4 x float> %v36, i32 2
  %v40 = extractelement <4 x float> %v36, i32 3
  br label %ld_next5
ld_next5:
  %v41 = phi float [ %v37, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v42 = phi float [ %v38, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v43 = phi float [ %v39, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v44 = phi float [ %v40, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  br label %ld_done3
then6:
  %v51 = fmul float %v45, 0x4000000000000000
  %v52 = fmul float %v46, 0x4000000000000000
  %v53 = fmul float %v47, 0x4000000000000000
  %v54 = fmul float %v48, 0x4000000000000000
  br label %endif8
else7:
  %v60 = fadd float %v45, 0x3FF0000000000000
  %v61 = fadd float %v46, 0x3FF0000000000000
  %v62 = fadd float %v47, 0x3FF0000000000000
  %v63 = fadd float %v48, 0x3FF0000000000000
  br label %endif8
endif8:
  %v55 = phi float [ %v51, %then6 ], [ %v60, %else7 ]
  %v56 = phi float [ %v52, %then6 ], [ %v61, %else7 ]
  %v57 = phi float [ %v53, %then6 ], [ %v62, %else7 ]
  %v58 = phi float [ %v54, %then6 ], [ %v63, %else7 ]
  %v59 = phi i32 [ 1, %then6 ], [ 2, %else7 ]
  %v64 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v65 = sitofp i32 %v59 to float
  %v66 = fmul float %v55, %v65
  %v67 = fmul float %v56, %v65
  %v68 = fmul float %v57, %v65
  %v69 = fmul float %v58, %v65
  %v70 = and i32 %v2, 1
  %v71 = shl i32 %v70, 2
  %v72 = lshr i32 %v2, 1
  %v73 = and i32 %v72, 1
  %v74 = shl i32 %v73, 3
  %v75 = or i32 %v71, %v74
  %v76 = lshr i32 %v2, 2
  %v77 = and i32 %v76, 1
  %v78 = shl i32 %v77, 4
  %v79 = or i32 %v75, %v78
  %v80 = and i32 %v79, 31
  %v81 = sext i32 %v64 to i64
  %v82 = mul i64 %v81, 32
  %v83 = zext i32 %v80 to i64
  %v84 = add i64 %v82, %v83
  %v85 = zext i32 %p1 to i64
  %v86 = add i64 %v82, 32
  %v87 = icmp sle i64 %v86, %v85
  %v88 = icmp sge i64 %v81, 0
  %v89 = and i1 %v87, %v88
  %v90 = and i32 %v2, 24
  %v91 = icmp eq i32 %v90, 0
  %v92 = and i32 %v3, 3
  %v93 = icmp eq i32 %v92, 0
  %v94 = and i1 %v91, %v93
  br i1 %v94, label %st_owner9, label %join10
st_owner9:
  br i1 %v89, label %st_full11, label %st_edge12
join10:
  ret void
st_full11:
  %v95 = icmp ult i64 %v84, %v85
  %v96 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v84
  %v97 = insertelement <4 x float> undef, float %v66, i32 0
  %v98 = insertelement <4 x float> %v97, float %v67, i32 1
  %v99 = insertelement <4 x float> %v98, float %v68, i32 2
  %v100 = insertelement <4 x float> %v99, float %v69, i32 3
  %v101 = bitcast float addrspace(1)* %v96 to <4 x float> addrspace(1)*
  store <4 x float> %v100, <4 x float> addrspace(1)* %v101, align 16
  br label %st_done13
st_edge12:
  %v102 = icmp ult i64 %v84, %v85
  %v103 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v84
  br i1 %v102, label %st14, label %join15
st_done13:
  br label %join10
st14:
  %v104 = insertelement <4 x float> undef, float %v66, i32 0
  %v105 = insertelement <4 x float> %v104, float %v67, i32 1
  %v106 = insertelement <4 x float> %v105, float %v68, i32 2
  %v107 = insertelement <4 x float> %v106, float %v69, i32 3
  %v108 = bitcast float addrspace(1)* %v103 to <4 x float> addrspace(1)*
  store <4 x float> %v107, <4 x float> addrspace(1)* %v108, align 16
  br label %join15
join15:
  br label %st_done13
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32)* @select, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32)* @select, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel until_large [T=32]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @until_large(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  br label %loop1
loop1:
  %v4 = phi i32 [ 0, %entry0 ], [ %v78, %endif13 ]
  %v5 = phi float [ 0x0000000000000000, %entry0 ], [ %v58, %endif13 ]
  %v6 = phi float [ 0x0000000000000000, %entry0 ], [ %v59, %endif13 ]
  %v7 = phi float [ 0x0000000000000000, %entry0 ], [ %v60, %endif13 ]
  %v8 = phi float [ 0x0000000000000000, %entry0 ], [ %v61, %endif13 ]
  %v9 = icmp slt i32 %v4, 8
  br i1 %v9, label %then3, label %else4
endloop2:
  %v10 = phi float [ %v5, %else4 ], [ %v58, %then11 ]
  %v11 = phi float [ %v6, %else4 ], [ %v59, %then11 ]
  %v12 = phi float [ %v7, %else4 ], [ %v60, %then11 ]
  %v13 = phi float [ %v8, %else4 ], [ %v61, %then11 ]
  %v79 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v80 = and i32 %v2, 1
  %v81 = shl i32 %v80, 2
  %v82 = lshr i32 %v2, 1
  %v83 = and i32 %v82, 1
  %v84 = shl i32 %v83, 3
  %v85 = or i32 %v81, %v84
  %v86 = lshr i32 %v2, 2
  %v87 = and i32 %v86, 1
  %v88 = shl i32 %v87, 4
  %v89 = or i32 %v85, %v88
  %v90 = and i32 %v89, 31
  %v91 = sext i32 %v79 to i64
  %v92 = mul i64 %v91, 32
  %v93 = zext i32 %v90 to i64
  %v94 = add i64 %v92, %v93
  %v95 = zext i32 %p4 to i64
  %v96 = add i64 %v92, 32
  %v97 = icmp sle i64 %v96, %v95
  %v98 = icmp sge i64 %v91, 0
  %v99 = and i1 %v97, %v98
  %v100 = and i32 %v2, 24
  %v101 = icmp eq i32 %v100, 0
  %v102 = and i32 %v3, 3
  %v103 = icmp eq i32 %v102, 0
  %v104 = and i1 %v101, %v103
  br i1 %v104, label %st_owner14, label %join15
then3:
  br label %endif5
else4:
  br label %endloop2
endif5:
  %v14 = and i32 %v2, 1
  %v15 = shl i32 %v14, 2
  %v16 = lshr i32 %v2, 1
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 3
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 2
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 4
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v23, 31
  %v25 = sext i32 %v4 to i64
  %v26 = mul i64 %v25, 32
  %v27 = zext i32 %v24 to i64
  %v28 = add i64 %v26, %v27
  %v29 = zext i32 %p1 to i64
  %v30 = add i64 %v26, 32
  %v31 = icmp sle i64 %v30, %v29
  %v32 = icmp sge i64 %v25, 0
  %v33 = and i1 %v31, %v32
  br i1 %v33, label %ld_full6, label %ld_edge7
ld_full6:
  %v34 = icmp ult i64 %v28, %v29
  %v35 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v28
  %v36 = bitcast float addrspace(1)* %v35 to <4 x float> addrspace(1)*
  %v37 = load <4 x float>, <4 x float> addrspace(1)* %v36, align 16
  %v38 = extractelement <4 x float> %v37, i32 0
  %v39 = extractelement <4 x float> %v37, i32 1
  %v40 = extractelement <4 x float> %v37, i32 2
  %v41 = extractelement <4 x float> %v37, i32 3
  br label %ld_done8
ld_edge7:
  %v42 = icmp ult i64 %v28, %v29
  %v43 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v28
  %v44 = bitcast float addrspace(1)* %v43 to <4 x float> addrspace(1)*
  br i1 %v42, label %ld9, label %ld_next10
ld_done8:
  %v54 = phi float [ %v38, %ld_full6 ], [ %v50, %ld_next10 ]
  %v55 = phi float [ %v39, %ld_full6 ], [ %v51, %ld_next10 ]
  %v56 = phi float [ %v40, %ld_full6 ], [ %v52, %ld_next10 ]
  %v57 = phi float [ %v41, %ld_full6 ], [ %v53, %ld_next10 ]
  %v58 = fadd float %v5, %v54
  %v59 = fadd float %v6, %v55
  %v60 = fadd float %v7, %v56
  %v61 = fadd float %v8, %v57
  %v62 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v58, float %v59)
  %v63 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v62, float %v60)
  %v64 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v63, float %v61)
  %v65 = bitcast float %v64 to i32
  %v66 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v65, i32 1, i32 31)
  %v67 = bitcast i32 %v66 to float
  %v68 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v64, float %v67)
  %v69 = bitcast float %v68 to i32
  %v70 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v69, i32 2, i32 31)
  %v71 = bitcast i32 %v70 to float
  %v72 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v68, float %v71)
  %v73 = bitcast float %v72 to i32
  %v74 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v73, i32 4, i32 31)
  %v75 = bitcast i32 %v74 to float
  %v76 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v72, float %v75)
  %v77 = fcmp ogt float %v76, 0x4059000000000000
  br i1 %v77, label %then11, label %else12
ld9:
  %v45 = load <4 x float>, <4 x float> addrspace(1)* %v44, align 16
  %v46 = extractelement <4 x float> %v45, i32 0
  %v47 = extractelement <4 x float> %v45, i32 1
  %v48 = extractelement <4 x float> %v45, i32 2
  %v49 = extractelement <4 x float> %v45, i32 3
  br label %ld_next10
ld_next10:
  %v50 = phi float [ %v46, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v51 = phi float [ %v47, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v52 = phi float [ %v48, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v53 = phi float [ %v49, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  br label %ld_done8
then11:
  br label %endloop2
else12:
  br label %endif13
endif13:
  %v78 = add i32 %v4, 1
  br label %loop1
st_owner14:
  br i1 %v99, label %st_full16, label %st_edge17
join15:
  ret void
st_full16:
  %v105 = icmp ult i64 %v94, %v95
  %v106 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v94
  %v107 = insertelement <4 x float> undef, float %v10, i32 0
  %v108 = insertelement <4 x float> %v107, float %v11, i32 1
  %v109 = insertelement <4 x float> %v108, float %v12, i32 2
  %v110 = insertelement <4 x float> %v109, float %v13, i32 3
  %v111 = bitcast float addrspace(1)* %v106 to <4 x float> addrspace(1)*
  store <4 x float> %v110, <4 x float> addrspace(1)* %v111, align 16
  br label %st_done18
st_edge17:
  %v112 = icmp ult i64 %v94, %v95
  %v113 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v94
  br i1 %v112, label %st19, label %join20
st_done18:
  br label %join15
st19:
  %v114 = insertelement <4 x float> undef, float %v10, i32 0
  %v115 = insertelement <4 x float> %v114, float %v11, i32 1
  %v116 = insertelement <4 x float> %v115, float %v12, i32 2
  %v117 = insertelement <4 x float> %v116, float %v13, i32 3
  %v118 = bitcast float addrspace(1)* %v113 to <4 x float> addrspace(1)*
  store <4 x float> %v117, <4 x float> addrspace(1)* %v118, align 16
  br label %join20
join20:
  br label %st_done18
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @until_large, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @until_large, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
