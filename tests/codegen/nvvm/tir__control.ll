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
  %v21 = phi float [ 0x0000000000000000, %entry0 ], [ %v106, %ld_done6 ]
  %v22 = phi float [ 0x0000000000000000, %entry0 ], [ %v107, %ld_done6 ]
  %v23 = phi float [ 0x0000000000000000, %entry0 ], [ %v108, %ld_done6 ]
  %v24 = phi float [ 0x0000000000000000, %entry0 ], [ %v109, %ld_done6 ]
  %v25 = phi i64 [ 0, %entry0 ], [ %v110, %ld_done6 ]
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
  %v111 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v112 = fadd float %v21, %v22
  %v113 = fadd float %v112, %v23
  %v114 = fadd float %v113, %v24
  %v115 = bitcast float %v114 to i32
  %v116 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v115, i32 1, i32 31)
  %v117 = bitcast i32 %v116 to float
  %v118 = fadd float %v114, %v117
  %v119 = bitcast float %v118 to i32
  %v120 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v119, i32 2, i32 31)
  %v121 = bitcast i32 %v120 to float
  %v122 = fadd float %v118, %v121
  %v123 = bitcast float %v122 to i32
  %v124 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v123, i32 4, i32 31)
  %v125 = bitcast i32 %v124 to float
  %v126 = fadd float %v122, %v125
  %v127 = bitcast float %v126 to i32
  %v128 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v127, i32 8, i32 31)
  %v129 = bitcast i32 %v128 to float
  %v130 = fadd float %v126, %v129
  %v131 = sext i32 %v111 to i64
  %v132 = zext i32 %p6 to i64
  %v133 = add i64 %v131, 1
  %v134 = icmp sle i64 %v133, %v132
  %v135 = icmp sge i64 %v131, 0
  %v136 = and i1 %v134, %v135
  %v137 = and i32 %v2, 31
  %v138 = icmp eq i32 %v137, 0
  %v139 = and i32 %v3, 3
  %v140 = icmp eq i32 %v139, 0
  %v141 = and i1 %v138, %v140
  br i1 %v141, label %st_owner7, label %join8
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
  %v77 = bitcast float 0x0000000000000000 to i32
  %v78 = icmp ult i64 %v48, %v50
  %v79 = icmp ult i64 %v59, %v60
  %v80 = and i1 %v78, %v79
  %v81 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v61
  %v82 = bitcast float addrspace(1)* %v81 to <4 x float> addrspace(1)*
  %v83 = ptrtoint <4 x float> addrspace(1)* %v82 to i64
  %v84 = zext i1 %v80 to i32
  %v85 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v83, i32 %v84, i32 %v77, i32 %v77, i32 %v77, i32 %v77)
  %v86 = extractvalue {i32, i32, i32, i32} %v85, 0
  %v87 = extractvalue {i32, i32, i32, i32} %v85, 1
  %v88 = extractvalue {i32, i32, i32, i32} %v85, 2
  %v89 = extractvalue {i32, i32, i32, i32} %v85, 3
  %v90 = bitcast i32 %v86 to float
  %v91 = bitcast i32 %v87 to float
  %v92 = bitcast i32 %v88 to float
  %v93 = bitcast i32 %v89 to float
  %v94 = insertelement <4 x float> undef, float %v90, i32 0
  %v95 = insertelement <4 x float> %v94, float %v91, i32 1
  %v96 = insertelement <4 x float> %v95, float %v92, i32 2
  %v97 = insertelement <4 x float> %v96, float %v93, i32 3
  %v98 = extractelement <4 x float> %v97, i32 0
  %v99 = extractelement <4 x float> %v97, i32 1
  %v100 = extractelement <4 x float> %v97, i32 2
  %v101 = extractelement <4 x float> %v97, i32 3
  br label %ld_done6
ld_done6:
  %v102 = phi float [ %v73, %ld_full4 ], [ %v98, %ld_edge5 ]
  %v103 = phi float [ %v74, %ld_full4 ], [ %v99, %ld_edge5 ]
  %v104 = phi float [ %v75, %ld_full4 ], [ %v100, %ld_edge5 ]
  %v105 = phi float [ %v76, %ld_full4 ], [ %v101, %ld_edge5 ]
  %v106 = fadd float %v21, %v102
  %v107 = fadd float %v22, %v103
  %v108 = fadd float %v23, %v104
  %v109 = fadd float %v24, %v105
  %v110 = add i64 %v25, 1
  br label %for1
st_owner7:
  br i1 %v136, label %st_full9, label %st_edge10
join8:
  ret void
st_full9:
  %v142 = icmp ult i64 %v131, %v132
  %v143 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v131
  store float %v130, float addrspace(1)* %v143, align 4
  br label %st_done11
st_edge10:
  %v144 = icmp ult i64 %v131, %v132
  %v145 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v131
  br i1 %v144, label %st12, label %join13
st_done11:
  br label %join8
st12:
  store float %v130, float addrspace(1)* %v145, align 4
  br label %join13
join13:
  br label %st_done11
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
  %v33 = bitcast float 0x0000000000000000 to i32
  %v34 = icmp ult i64 %v19, %v20
  %v35 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v19
  %v36 = bitcast float addrspace(1)* %v35 to <4 x float> addrspace(1)*
  %v37 = ptrtoint <4 x float> addrspace(1)* %v36 to i64
  %v38 = zext i1 %v34 to i32
  %v39 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v37, i32 %v38, i32 %v33, i32 %v33, i32 %v33, i32 %v33)
  %v40 = extractvalue {i32, i32, i32, i32} %v39, 0
  %v41 = extractvalue {i32, i32, i32, i32} %v39, 1
  %v42 = extractvalue {i32, i32, i32, i32} %v39, 2
  %v43 = extractvalue {i32, i32, i32, i32} %v39, 3
  %v44 = bitcast i32 %v40 to float
  %v45 = bitcast i32 %v41 to float
  %v46 = bitcast i32 %v42 to float
  %v47 = bitcast i32 %v43 to float
  %v48 = insertelement <4 x float> undef, float %v44, i32 0
  %v49 = insertelement <4 x float> %v48, float %v45, i32 1
  %v50 = insertelement <4 x float> %v49, float %v46, i32 2
  %v51 = insertelement <4 x float> %v50, float %v47, i32 3
  %v52 = extractelement <4 x float> %v51, i32 0
  %v53 = extractelement <4 x float> %v51, i32 1
  %v54 = extractelement <4 x float> %v51, i32 2
  %v55 = extractelement <4 x float> %v51, i32 3
  br label %ld_done3
ld_done3:
  %v56 = phi float [ %v29, %ld_full1 ], [ %v52, %ld_edge2 ]
  %v57 = phi float [ %v30, %ld_full1 ], [ %v53, %ld_edge2 ]
  %v58 = phi float [ %v31, %ld_full1 ], [ %v54, %ld_edge2 ]
  %v59 = phi float [ %v32, %ld_full1 ], [ %v55, %ld_edge2 ]
  %v60 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  br label %loop4
loop4:
  %v61 = phi float [ %v56, %ld_done3 ], [ %v72, %endif8 ]
  %v62 = phi float [ %v57, %ld_done3 ], [ %v73, %endif8 ]
  %v63 = phi float [ %v58, %ld_done3 ], [ %v74, %endif8 ]
  %v64 = phi float [ %v59, %ld_done3 ], [ %v75, %endif8 ]
  %v65 = phi i32 [ %v60, %ld_done3 ], [ %v76, %endif8 ]
  %v66 = icmp slt i32 %v65, 8
  br i1 %v66, label %then6, label %else7
endloop5:
  %v67 = phi float [ %v61, %else7 ]
  %v68 = phi float [ %v62, %else7 ]
  %v69 = phi float [ %v63, %else7 ]
  %v70 = phi float [ %v64, %else7 ]
  %v71 = phi i32 [ %v65, %else7 ]
  %v77 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v78 = and i32 %v2, 1
  %v79 = shl i32 %v78, 2
  %v80 = lshr i32 %v2, 1
  %v81 = and i32 %v80, 1
  %v82 = shl i32 %v81, 3
  %v83 = or i32 %v79, %v82
  %v84 = lshr i32 %v2, 2
  %v85 = and i32 %v84, 1
  %v86 = shl i32 %v85, 4
  %v87 = or i32 %v83, %v86
  %v88 = and i32 %v87, 31
  %v89 = sext i32 %v77 to i64
  %v90 = mul i64 %v89, 32
  %v91 = zext i32 %v88 to i64
  %v92 = add i64 %v90, %v91
  %v93 = zext i32 %p1 to i64
  %v94 = add i64 %v90, 32
  %v95 = icmp sle i64 %v94, %v93
  %v96 = icmp sge i64 %v89, 0
  %v97 = and i1 %v95, %v96
  %v98 = and i32 %v2, 24
  %v99 = icmp eq i32 %v98, 0
  %v100 = and i32 %v3, 3
  %v101 = icmp eq i32 %v100, 0
  %v102 = and i1 %v99, %v101
  br i1 %v102, label %st_owner9, label %join10
then6:
  br label %endif8
else7:
  br label %endloop5
endif8:
  %v72 = fmul float %v61, 0x3FE0000000000000
  %v73 = fmul float %v62, 0x3FE0000000000000
  %v74 = fmul float %v63, 0x3FE0000000000000
  %v75 = fmul float %v64, 0x3FE0000000000000
  %v76 = add i32 %v65, 1
  br label %loop4
st_owner9:
  br i1 %v97, label %st_full11, label %st_edge12
join10:
  ret void
st_full11:
  %v103 = icmp ult i64 %v92, %v93
  %v104 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v92
  %v105 = insertelement <4 x float> undef, float %v67, i32 0
  %v106 = insertelement <4 x float> %v105, float %v68, i32 1
  %v107 = insertelement <4 x float> %v106, float %v69, i32 2
  %v108 = insertelement <4 x float> %v107, float %v70, i32 3
  %v109 = bitcast float addrspace(1)* %v104 to <4 x float> addrspace(1)*
  store <4 x float> %v108, <4 x float> addrspace(1)* %v109, align 16
  br label %st_done13
st_edge12:
  %v110 = icmp ult i64 %v92, %v93
  %v111 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v92
  br i1 %v110, label %st14, label %join15
st_done13:
  br label %join10
st14:
  %v112 = insertelement <4 x float> undef, float %v67, i32 0
  %v113 = insertelement <4 x float> %v112, float %v68, i32 1
  %v114 = insertelement <4 x float> %v113, float %v69, i32 2
  %v115 = insertelement <4 x float> %v114, float %v70, i32 3
  %v116 = bitcast float addrspace(1)* %v111 to <4 x float> addrspace(1)*
  store <4 x float> %v115, <4 x float> addrspace(1)* %v116, align 16
  br label %join15
join15:
  br label %st_done13
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
  %v33 = bitcast float 0x0000000000000000 to i32
  %v34 = icmp ult i64 %v19, %v20
  %v35 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v19
  %v36 = bitcast float addrspace(1)* %v35 to <4 x float> addrspace(1)*
  %v37 = ptrtoint <4 x float> addrspace(1)* %v36 to i64
  %v38 = zext i1 %v34 to i32
  %v39 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v37, i32 %v38, i32 %v33, i32 %v33, i32 %v33, i32 %v33)
  %v40 = extractvalue {i32, i32, i32, i32} %v39, 0
  %v41 = extractvalue {i32, i32, i32, i32} %v39, 1
  %v42 = extractvalue {i32, i32, i32, i32} %v39, 2
  %v43 = extractvalue {i32, i32, i32, i32} %v39, 3
  %v44 = bitcast i32 %v40 to float
  %v45 = bitcast i32 %v41 to float
  %v46 = bitcast i32 %v42 to float
  %v47 = bitcast i32 %v43 to float
  %v48 = insertelement <4 x float> undef, float %v44, i32 0
  %v49 = insertelement <4 x float> %v48, float %v45, i32 1
  %v50 = insertelement <4 x float> %v49, float %v46, i32 2
  %v51 = insertelement <4 x float> %v50, float %v47, i32 3
  %v52 = extractelement <4 x float> %v51, i32 0
  %v53 = extractelement <4 x float> %v51, i32 1
  %v54 = extractelement <4 x float> %v51, i32 2
  %v55 = extractelement <4 x float> %v51, i32 3
  br label %ld_done3
ld_done3:
  %v56 = phi float [ %v29, %ld_full1 ], [ %v52, %ld_edge2 ]
  %v57 = phi float [ %v30, %ld_full1 ], [ %v53, %ld_edge2 ]
  %v58 = phi float [ %v31, %ld_full1 ], [ %v54, %ld_edge2 ]
  %v59 = phi float [ %v32, %ld_full1 ], [ %v55, %ld_edge2 ]
  %v60 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v61 = icmp eq i32 %v60, 0
  br i1 %v61, label %then4, label %else5
then4:
  %v62 = fmul float %v56, 0x4000000000000000
  %v63 = fmul float %v57, 0x4000000000000000
  %v64 = fmul float %v58, 0x4000000000000000
  %v65 = fmul float %v59, 0x4000000000000000
  br label %endif6
else5:
  %v71 = fadd float %v56, 0x3FF0000000000000
  %v72 = fadd float %v57, 0x3FF0000000000000
  %v73 = fadd float %v58, 0x3FF0000000000000
  %v74 = fadd float %v59, 0x3FF0000000000000
  br label %endif6
endif6:
  %v66 = phi float [ %v62, %then4 ], [ %v71, %else5 ]
  %v67 = phi float [ %v63, %then4 ], [ %v72, %else5 ]
  %v68 = phi float [ %v64, %then4 ], [ %v73, %else5 ]
  %v69 = phi float [ %v65, %then4 ], [ %v74, %else5 ]
  %v70 = phi i32 [ 1, %then4 ], [ 2, %else5 ]
  %v75 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v76 = sitofp i32 %v70 to float
  %v77 = fmul float %v66, %v76
  %v78 = fmul float %v67, %v76
  %v79 = fmul float %v68, %v76
  %v80 = fmul float %v69, %v76
  %v81 = and i32 %v2, 1
  %v82 = shl i32 %v81, 2
  %v83 = lshr i32 %v2, 1
  %v84 = and i32 %v83, 1
  %v85 = shl i32 %v84, 3
  %v86 = or i32 %v82, %v85
  %v87 = lshr i32 %v2, 2
  %v88 = and i32 %v87, 1
  %v89 = shl i32 %v88, 4
  %v90 = or i32 %v86, %v89
  %v91 = and i32 %v90, 31
  %v92 = sext i32 %v75 to i64
  %v93 = mul i64 %v92, 32
  %v94 = zext i32 %v91 to i64
  %v95 = add i64 %v93, %v94
  %v96 = zext i32 %p1 to i64
  %v97 = add i64 %v93, 32
  %v98 = icmp sle i64 %v97, %v96
  %v99 = icmp sge i64 %v92, 0
  %v100 = and i1 %v98, %v99
  %v101 = and i32 %v2, 24
  %v102 = icmp eq i32 %v101, 0
  %v103 = and i32 %v3, 3
  %v104 = icmp eq i32 %v103, 0
  %v105 = and i1 %v102, %v104
  br i1 %v105, label %st_owner7, label %join8
st_owner7:
  br i1 %v100, label %st_full9, label %st_edge10
join8:
  ret void
st_full9:
  %v106 = icmp ult i64 %v95, %v96
  %v107 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v95
  %v108 = insertelement <4 x float> undef, float %v77, i32 0
  %v109 = insertelement <4 x float> %v108, float %v78, i32 1
  %v110 = insertelement <4 x float> %v109, float %v79, i32 2
  %v111 = insertelement <4 x float> %v110, float %v80, i32 3
  %v112 = bitcast float addrspace(1)* %v107 to <4 x float> addrspace(1)*
  store <4 x float> %v111, <4 x float> addrspace(1)* %v112, align 16
  br label %st_done11
st_edge10:
  %v113 = icmp ult i64 %v95, %v96
  %v114 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v95
  br i1 %v113, label %st12, label %join13
st_done11:
  br label %join8
st12:
  %v115 = insertelement <4 x float> undef, float %v77, i32 0
  %v116 = insertelement <4 x float> %v115, float %v78, i32 1
  %v117 = insertelement <4 x float> %v116, float %v79, i32 2
  %v118 = insertelement <4 x float> %v117, float %v80, i32 3
  %v119 = bitcast float addrspace(1)* %v114 to <4 x float> addrspace(1)*
  store <4 x float> %v118, <4 x float> addrspace(1)* %v119, align 16
  br label %join13
join13:
  br label %st_done11
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
  %v4 = phi i32 [ 0, %entry0 ], [ %v89, %endif11 ]
  %v5 = phi float [ 0x0000000000000000, %entry0 ], [ %v69, %endif11 ]
  %v6 = phi float [ 0x0000000000000000, %entry0 ], [ %v70, %endif11 ]
  %v7 = phi float [ 0x0000000000000000, %entry0 ], [ %v71, %endif11 ]
  %v8 = phi float [ 0x0000000000000000, %entry0 ], [ %v72, %endif11 ]
  %v9 = icmp slt i32 %v4, 8
  br i1 %v9, label %then3, label %else4
endloop2:
  %v10 = phi float [ %v5, %else4 ], [ %v69, %then9 ]
  %v11 = phi float [ %v6, %else4 ], [ %v70, %then9 ]
  %v12 = phi float [ %v7, %else4 ], [ %v71, %then9 ]
  %v13 = phi float [ %v8, %else4 ], [ %v72, %then9 ]
  %v90 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v91 = and i32 %v2, 1
  %v92 = shl i32 %v91, 2
  %v93 = lshr i32 %v2, 1
  %v94 = and i32 %v93, 1
  %v95 = shl i32 %v94, 3
  %v96 = or i32 %v92, %v95
  %v97 = lshr i32 %v2, 2
  %v98 = and i32 %v97, 1
  %v99 = shl i32 %v98, 4
  %v100 = or i32 %v96, %v99
  %v101 = and i32 %v100, 31
  %v102 = sext i32 %v90 to i64
  %v103 = mul i64 %v102, 32
  %v104 = zext i32 %v101 to i64
  %v105 = add i64 %v103, %v104
  %v106 = zext i32 %p4 to i64
  %v107 = add i64 %v103, 32
  %v108 = icmp sle i64 %v107, %v106
  %v109 = icmp sge i64 %v102, 0
  %v110 = and i1 %v108, %v109
  %v111 = and i32 %v2, 24
  %v112 = icmp eq i32 %v111, 0
  %v113 = and i32 %v3, 3
  %v114 = icmp eq i32 %v113, 0
  %v115 = and i1 %v112, %v114
  br i1 %v115, label %st_owner12, label %join13
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
  %v42 = bitcast float 0x0000000000000000 to i32
  %v43 = icmp ult i64 %v28, %v29
  %v44 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v28
  %v45 = bitcast float addrspace(1)* %v44 to <4 x float> addrspace(1)*
  %v46 = ptrtoint <4 x float> addrspace(1)* %v45 to i64
  %v47 = zext i1 %v43 to i32
  %v48 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v46, i32 %v47, i32 %v42, i32 %v42, i32 %v42, i32 %v42)
  %v49 = extractvalue {i32, i32, i32, i32} %v48, 0
  %v50 = extractvalue {i32, i32, i32, i32} %v48, 1
  %v51 = extractvalue {i32, i32, i32, i32} %v48, 2
  %v52 = extractvalue {i32, i32, i32, i32} %v48, 3
  %v53 = bitcast i32 %v49 to float
  %v54 = bitcast i32 %v50 to float
  %v55 = bitcast i32 %v51 to float
  %v56 = bitcast i32 %v52 to float
  %v57 = insertelement <4 x float> undef, float %v53, i32 0
  %v58 = insertelement <4 x float> %v57, float %v54, i32 1
  %v59 = insertelement <4 x float> %v58, float %v55, i32 2
  %v60 = insertelement <4 x float> %v59, float %v56, i32 3
  %v61 = extractelement <4 x float> %v60, i32 0
  %v62 = extractelement <4 x float> %v60, i32 1
  %v63 = extractelement <4 x float> %v60, i32 2
  %v64 = extractelement <4 x float> %v60, i32 3
  br label %ld_done8
ld_done8:
  %v65 = phi float [ %v38, %ld_full6 ], [ %v61, %ld_edge7 ]
  %v66 = phi float [ %v39, %ld_full6 ], [ %v62, %ld_edge7 ]
  %v67 = phi float [ %v40, %ld_full6 ], [ %v63, %ld_edge7 ]
  %v68 = phi float [ %v41, %ld_full6 ], [ %v64, %ld_edge7 ]
  %v69 = fadd float %v5, %v65
  %v70 = fadd float %v6, %v66
  %v71 = fadd float %v7, %v67
  %v72 = fadd float %v8, %v68
  %v73 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v69, float %v70)
  %v74 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v73, float %v71)
  %v75 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v74, float %v72)
  %v76 = bitcast float %v75 to i32
  %v77 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v76, i32 1, i32 31)
  %v78 = bitcast i32 %v77 to float
  %v79 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v75, float %v78)
  %v80 = bitcast float %v79 to i32
  %v81 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v80, i32 2, i32 31)
  %v82 = bitcast i32 %v81 to float
  %v83 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v79, float %v82)
  %v84 = bitcast float %v83 to i32
  %v85 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v84, i32 4, i32 31)
  %v86 = bitcast i32 %v85 to float
  %v87 = call float asm "max.NaN.f32 $0, $1, $2;", "=f,f,f"(float %v83, float %v86)
  %v88 = fcmp ogt float %v87, 0x4059000000000000
  br i1 %v88, label %then9, label %else10
then9:
  br label %endloop2
else10:
  br label %endif11
endif11:
  %v89 = add i32 %v4, 1
  br label %loop1
st_owner12:
  br i1 %v110, label %st_full14, label %st_edge15
join13:
  ret void
st_full14:
  %v116 = icmp ult i64 %v105, %v106
  %v117 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v105
  %v118 = insertelement <4 x float> undef, float %v10, i32 0
  %v119 = insertelement <4 x float> %v118, float %v11, i32 1
  %v120 = insertelement <4 x float> %v119, float %v12, i32 2
  %v121 = insertelement <4 x float> %v120, float %v13, i32 3
  %v122 = bitcast float addrspace(1)* %v117 to <4 x float> addrspace(1)*
  store <4 x float> %v121, <4 x float> addrspace(1)* %v122, align 16
  br label %st_done16
st_edge15:
  %v123 = icmp ult i64 %v105, %v106
  %v124 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v105
  br i1 %v123, label %st17, label %join18
st_done16:
  br label %join13
st17:
  %v125 = insertelement <4 x float> undef, float %v10, i32 0
  %v126 = insertelement <4 x float> %v125, float %v11, i32 1
  %v127 = insertelement <4 x float> %v126, float %v12, i32 2
  %v128 = insertelement <4 x float> %v127, float %v13, i32 3
  %v129 = bitcast float addrspace(1)* %v124 to <4 x float> addrspace(1)*
  store <4 x float> %v128, <4 x float> addrspace(1)* %v129, align 16
  br label %join18
join18:
  br label %st_done16
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @until_large, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @until_large, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel first_tile_apart [T=32]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @first_tile_apart(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = and i32 %v2, 1
  %v5 = shl i32 %v4, 2
  %v6 = lshr i32 %v2, 1
  %v7 = and i32 %v6, 1
  %v8 = shl i32 %v7, 3
  %v9 = or i32 %v5, %v8
  %v10 = lshr i32 %v2, 2
  %v11 = and i32 %v10, 1
  %v12 = shl i32 %v11, 4
  %v13 = or i32 %v9, %v12
  %v14 = and i32 %v13, 31
  %v15 = zext i32 %v14 to i64
  %v16 = zext i32 %p1 to i64
  %v17 = icmp sle i64 32, %v16
  %v18 = icmp sge i64 0, 0
  %v19 = and i1 %v17, %v18
  br i1 %v19, label %ld_full1, label %ld_edge2
ld_full1:
  %v20 = icmp ult i64 %v15, %v16
  %v21 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v15
  %v22 = bitcast float addrspace(1)* %v21 to <4 x float> addrspace(1)*
  %v23 = load <4 x float>, <4 x float> addrspace(1)* %v22, align 16
  %v24 = extractelement <4 x float> %v23, i32 0
  %v25 = extractelement <4 x float> %v23, i32 1
  %v26 = extractelement <4 x float> %v23, i32 2
  %v27 = extractelement <4 x float> %v23, i32 3
  br label %ld_done3
ld_edge2:
  %v28 = bitcast float 0x0000000000000000 to i32
  %v29 = icmp ult i64 %v15, %v16
  %v30 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v15
  %v31 = bitcast float addrspace(1)* %v30 to <4 x float> addrspace(1)*
  %v32 = ptrtoint <4 x float> addrspace(1)* %v31 to i64
  %v33 = zext i1 %v29 to i32
  %v34 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v32, i32 %v33, i32 %v28, i32 %v28, i32 %v28, i32 %v28)
  %v35 = extractvalue {i32, i32, i32, i32} %v34, 0
  %v36 = extractvalue {i32, i32, i32, i32} %v34, 1
  %v37 = extractvalue {i32, i32, i32, i32} %v34, 2
  %v38 = extractvalue {i32, i32, i32, i32} %v34, 3
  %v39 = bitcast i32 %v35 to float
  %v40 = bitcast i32 %v36 to float
  %v41 = bitcast i32 %v37 to float
  %v42 = bitcast i32 %v38 to float
  %v43 = insertelement <4 x float> undef, float %v39, i32 0
  %v44 = insertelement <4 x float> %v43, float %v40, i32 1
  %v45 = insertelement <4 x float> %v44, float %v41, i32 2
  %v46 = insertelement <4 x float> %v45, float %v42, i32 3
  %v47 = extractelement <4 x float> %v46, i32 0
  %v48 = extractelement <4 x float> %v46, i32 1
  %v49 = extractelement <4 x float> %v46, i32 2
  %v50 = extractelement <4 x float> %v46, i32 3
  br label %ld_done3
ld_done3:
  %v51 = phi float [ %v24, %ld_full1 ], [ %v47, %ld_edge2 ]
  %v52 = phi float [ %v25, %ld_full1 ], [ %v48, %ld_edge2 ]
  %v53 = phi float [ %v26, %ld_full1 ], [ %v49, %ld_edge2 ]
  %v54 = phi float [ %v27, %ld_full1 ], [ %v50, %ld_edge2 ]
  %v55 = fmul float %v51, 0x4000000000000000
  %v56 = fmul float %v52, 0x4000000000000000
  %v57 = fmul float %v53, 0x4000000000000000
  %v58 = fmul float %v54, 0x4000000000000000
  br label %for4
for4:
  %v59 = phi float [ %v55, %ld_done3 ], [ %v124, %ld_done9 ]
  %v60 = phi float [ %v56, %ld_done3 ], [ %v125, %ld_done9 ]
  %v61 = phi float [ %v57, %ld_done3 ], [ %v126, %ld_done9 ]
  %v62 = phi float [ %v58, %ld_done3 ], [ %v127, %ld_done9 ]
  %v63 = phi i64 [ 1, %ld_done3 ], [ %v128, %ld_done9 ]
  %v64 = icmp slt i64 %v63, 8
  %v65 = icmp sgt i64 %v63, 8
  %v66 = icmp sgt i64 1, 0
  %v67 = select i1 %v66, i1 %v64, i1 %v65
  br i1 %v67, label %body5, label %endfor6
body5:
  %v68 = trunc i64 %v63 to i32
  %v69 = and i32 %v2, 1
  %v70 = shl i32 %v69, 2
  %v71 = lshr i32 %v2, 1
  %v72 = and i32 %v71, 1
  %v73 = shl i32 %v72, 3
  %v74 = or i32 %v70, %v73
  %v75 = lshr i32 %v2, 2
  %v76 = and i32 %v75, 1
  %v77 = shl i32 %v76, 4
  %v78 = or i32 %v74, %v77
  %v79 = and i32 %v78, 31
  %v80 = sext i32 %v68 to i64
  %v81 = mul i64 %v80, 32
  %v82 = zext i32 %v79 to i64
  %v83 = add i64 %v81, %v82
  %v84 = zext i32 %p1 to i64
  %v85 = add i64 %v81, 32
  %v86 = icmp sle i64 %v85, %v84
  %v87 = icmp sge i64 %v80, 0
  %v88 = and i1 %v86, %v87
  br i1 %v88, label %ld_full7, label %ld_edge8
endfor6:
  %v129 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v130 = and i32 %v2, 1
  %v131 = shl i32 %v130, 2
  %v132 = lshr i32 %v2, 1
  %v133 = and i32 %v132, 1
  %v134 = shl i32 %v133, 3
  %v135 = or i32 %v131, %v134
  %v136 = lshr i32 %v2, 2
  %v137 = and i32 %v136, 1
  %v138 = shl i32 %v137, 4
  %v139 = or i32 %v135, %v138
  %v140 = and i32 %v139, 31
  %v141 = sext i32 %v129 to i64
  %v142 = mul i64 %v141, 32
  %v143 = zext i32 %v140 to i64
  %v144 = add i64 %v142, %v143
  %v145 = zext i32 %p4 to i64
  %v146 = add i64 %v142, 32
  %v147 = icmp sle i64 %v146, %v145
  %v148 = icmp sge i64 %v141, 0
  %v149 = and i1 %v147, %v148
  %v150 = and i32 %v2, 24
  %v151 = icmp eq i32 %v150, 0
  %v152 = and i32 %v3, 3
  %v153 = icmp eq i32 %v152, 0
  %v154 = and i1 %v151, %v153
  br i1 %v154, label %st_owner10, label %join11
ld_full7:
  %v89 = icmp ult i64 %v83, %v84
  %v90 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v83
  %v91 = bitcast float addrspace(1)* %v90 to <4 x float> addrspace(1)*
  %v92 = load <4 x float>, <4 x float> addrspace(1)* %v91, align 16
  %v93 = extractelement <4 x float> %v92, i32 0
  %v94 = extractelement <4 x float> %v92, i32 1
  %v95 = extractelement <4 x float> %v92, i32 2
  %v96 = extractelement <4 x float> %v92, i32 3
  br label %ld_done9
ld_edge8:
  %v97 = bitcast float 0x0000000000000000 to i32
  %v98 = icmp ult i64 %v83, %v84
  %v99 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v83
  %v100 = bitcast float addrspace(1)* %v99 to <4 x float> addrspace(1)*
  %v101 = ptrtoint <4 x float> addrspace(1)* %v100 to i64
  %v102 = zext i1 %v98 to i32
  %v103 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v101, i32 %v102, i32 %v97, i32 %v97, i32 %v97, i32 %v97)
  %v104 = extractvalue {i32, i32, i32, i32} %v103, 0
  %v105 = extractvalue {i32, i32, i32, i32} %v103, 1
  %v106 = extractvalue {i32, i32, i32, i32} %v103, 2
  %v107 = extractvalue {i32, i32, i32, i32} %v103, 3
  %v108 = bitcast i32 %v104 to float
  %v109 = bitcast i32 %v105 to float
  %v110 = bitcast i32 %v106 to float
  %v111 = bitcast i32 %v107 to float
  %v112 = insertelement <4 x float> undef, float %v108, i32 0
  %v113 = insertelement <4 x float> %v112, float %v109, i32 1
  %v114 = insertelement <4 x float> %v113, float %v110, i32 2
  %v115 = insertelement <4 x float> %v114, float %v111, i32 3
  %v116 = extractelement <4 x float> %v115, i32 0
  %v117 = extractelement <4 x float> %v115, i32 1
  %v118 = extractelement <4 x float> %v115, i32 2
  %v119 = extractelement <4 x float> %v115, i32 3
  br label %ld_done9
ld_done9:
  %v120 = phi float [ %v93, %ld_full7 ], [ %v116, %ld_edge8 ]
  %v121 = phi float [ %v94, %ld_full7 ], [ %v117, %ld_edge8 ]
  %v122 = phi float [ %v95, %ld_full7 ], [ %v118, %ld_edge8 ]
  %v123 = phi float [ %v96, %ld_full7 ], [ %v119, %ld_edge8 ]
  %v124 = fadd float %v59, %v120
  %v125 = fadd float %v60, %v121
  %v126 = fadd float %v61, %v122
  %v127 = fadd float %v62, %v123
  %v128 = add i64 %v63, 1
  br label %for4
st_owner10:
  br i1 %v149, label %st_full12, label %st_edge13
join11:
  ret void
st_full12:
  %v155 = icmp ult i64 %v144, %v145
  %v156 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v144
  %v157 = insertelement <4 x float> undef, float %v59, i32 0
  %v158 = insertelement <4 x float> %v157, float %v60, i32 1
  %v159 = insertelement <4 x float> %v158, float %v61, i32 2
  %v160 = insertelement <4 x float> %v159, float %v62, i32 3
  %v161 = bitcast float addrspace(1)* %v156 to <4 x float> addrspace(1)*
  store <4 x float> %v160, <4 x float> addrspace(1)* %v161, align 16
  br label %st_done14
st_edge13:
  %v162 = icmp ult i64 %v144, %v145
  %v163 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v144
  br i1 %v162, label %st15, label %join16
st_done14:
  br label %join11
st15:
  %v164 = insertelement <4 x float> undef, float %v59, i32 0
  %v165 = insertelement <4 x float> %v164, float %v60, i32 1
  %v166 = insertelement <4 x float> %v165, float %v61, i32 2
  %v167 = insertelement <4 x float> %v166, float %v62, i32 3
  %v168 = bitcast float addrspace(1)* %v163 to <4 x float> addrspace(1)*
  store <4 x float> %v167, <4 x float> addrspace(1)* %v168, align 16
  br label %join16
join16:
  br label %st_done14
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @first_tile_apart, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @first_tile_apart, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
