; kernel add [T=256]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @add(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias readonly %p3, i32 %p4, i32 %p5, float addrspace(1)* noalias %p6, i32 %p7, i32 %p8) {
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
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 5
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 6
  %v22 = or i32 %v18, %v21
  %v23 = and i32 %v3, 1
  %v24 = shl i32 %v23, 7
  %v25 = or i32 %v22, %v24
  %v26 = and i32 %v25, 255
  %v27 = sext i32 %v4 to i64
  %v28 = mul i64 %v27, 256
  %v29 = zext i32 %v26 to i64
  %v30 = add i64 %v28, %v29
  %v31 = zext i32 %p1 to i64
  %v32 = add i64 %v28, 256
  %v33 = icmp sle i64 %v32, %v31
  %v34 = icmp sge i64 %v27, 0
  %v35 = and i1 %v33, %v34
  br i1 %v35, label %ld_full1, label %ld_edge2
ld_full1:
  %v36 = icmp ult i64 %v30, %v31
  %v37 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v30
  %v38 = bitcast float addrspace(1)* %v37 to <4 x float> addrspace(1)*
  %v39 = load <4 x float>, <4 x float> addrspace(1)* %v38, align 16
  %v40 = extractelement <4 x float> %v39, i32 0
  %v41 = extractelement <4 x float> %v39, i32 1
  %v42 = extractelement <4 x float> %v39, i32 2
  %v43 = extractelement <4 x float> %v39, i32 3
  br label %ld_done3
ld_edge2:
  %v44 = bitcast float 0x0000000000000000 to i32
  %v45 = icmp ult i64 %v30, %v31
  %v46 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v30
  %v47 = bitcast float addrspace(1)* %v46 to <4 x float> addrspace(1)*
  %v48 = ptrtoint <4 x float> addrspace(1)* %v47 to i64
  %v49 = zext i1 %v45 to i32
  %v50 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v48, i32 %v49, i32 %v44, i32 %v44, i32 %v44, i32 %v44)
  %v51 = extractvalue {i32, i32, i32, i32} %v50, 0
  %v52 = extractvalue {i32, i32, i32, i32} %v50, 1
  %v53 = extractvalue {i32, i32, i32, i32} %v50, 2
  %v54 = extractvalue {i32, i32, i32, i32} %v50, 3
  %v55 = bitcast i32 %v51 to float
  %v56 = bitcast i32 %v52 to float
  %v57 = bitcast i32 %v53 to float
  %v58 = bitcast i32 %v54 to float
  %v59 = insertelement <4 x float> undef, float %v55, i32 0
  %v60 = insertelement <4 x float> %v59, float %v56, i32 1
  %v61 = insertelement <4 x float> %v60, float %v57, i32 2
  %v62 = insertelement <4 x float> %v61, float %v58, i32 3
  %v63 = extractelement <4 x float> %v62, i32 0
  %v64 = extractelement <4 x float> %v62, i32 1
  %v65 = extractelement <4 x float> %v62, i32 2
  %v66 = extractelement <4 x float> %v62, i32 3
  br label %ld_done3
ld_done3:
  %v67 = phi float [ %v40, %ld_full1 ], [ %v63, %ld_edge2 ]
  %v68 = phi float [ %v41, %ld_full1 ], [ %v64, %ld_edge2 ]
  %v69 = phi float [ %v42, %ld_full1 ], [ %v65, %ld_edge2 ]
  %v70 = phi float [ %v43, %ld_full1 ], [ %v66, %ld_edge2 ]
  %v71 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v72 = and i32 %v2, 1
  %v73 = shl i32 %v72, 2
  %v74 = lshr i32 %v2, 1
  %v75 = and i32 %v74, 1
  %v76 = shl i32 %v75, 3
  %v77 = or i32 %v73, %v76
  %v78 = lshr i32 %v2, 2
  %v79 = and i32 %v78, 1
  %v80 = shl i32 %v79, 4
  %v81 = or i32 %v77, %v80
  %v82 = lshr i32 %v2, 3
  %v83 = and i32 %v82, 1
  %v84 = shl i32 %v83, 5
  %v85 = or i32 %v81, %v84
  %v86 = lshr i32 %v2, 4
  %v87 = and i32 %v86, 1
  %v88 = shl i32 %v87, 6
  %v89 = or i32 %v85, %v88
  %v90 = and i32 %v3, 1
  %v91 = shl i32 %v90, 7
  %v92 = or i32 %v89, %v91
  %v93 = and i32 %v92, 255
  %v94 = sext i32 %v71 to i64
  %v95 = mul i64 %v94, 256
  %v96 = zext i32 %v93 to i64
  %v97 = add i64 %v95, %v96
  %v98 = zext i32 %p4 to i64
  %v99 = add i64 %v95, 256
  %v100 = icmp sle i64 %v99, %v98
  %v101 = icmp sge i64 %v94, 0
  %v102 = and i1 %v100, %v101
  br i1 %v102, label %ld_full4, label %ld_edge5
ld_full4:
  %v103 = icmp ult i64 %v97, %v98
  %v104 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v97
  %v105 = bitcast float addrspace(1)* %v104 to <4 x float> addrspace(1)*
  %v106 = load <4 x float>, <4 x float> addrspace(1)* %v105, align 16
  %v107 = extractelement <4 x float> %v106, i32 0
  %v108 = extractelement <4 x float> %v106, i32 1
  %v109 = extractelement <4 x float> %v106, i32 2
  %v110 = extractelement <4 x float> %v106, i32 3
  br label %ld_done6
ld_edge5:
  %v111 = bitcast float 0x0000000000000000 to i32
  %v112 = icmp ult i64 %v97, %v98
  %v113 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v97
  %v114 = bitcast float addrspace(1)* %v113 to <4 x float> addrspace(1)*
  %v115 = ptrtoint <4 x float> addrspace(1)* %v114 to i64
  %v116 = zext i1 %v112 to i32
  %v117 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v115, i32 %v116, i32 %v111, i32 %v111, i32 %v111, i32 %v111)
  %v118 = extractvalue {i32, i32, i32, i32} %v117, 0
  %v119 = extractvalue {i32, i32, i32, i32} %v117, 1
  %v120 = extractvalue {i32, i32, i32, i32} %v117, 2
  %v121 = extractvalue {i32, i32, i32, i32} %v117, 3
  %v122 = bitcast i32 %v118 to float
  %v123 = bitcast i32 %v119 to float
  %v124 = bitcast i32 %v120 to float
  %v125 = bitcast i32 %v121 to float
  %v126 = insertelement <4 x float> undef, float %v122, i32 0
  %v127 = insertelement <4 x float> %v126, float %v123, i32 1
  %v128 = insertelement <4 x float> %v127, float %v124, i32 2
  %v129 = insertelement <4 x float> %v128, float %v125, i32 3
  %v130 = extractelement <4 x float> %v129, i32 0
  %v131 = extractelement <4 x float> %v129, i32 1
  %v132 = extractelement <4 x float> %v129, i32 2
  %v133 = extractelement <4 x float> %v129, i32 3
  br label %ld_done6
ld_done6:
  %v134 = phi float [ %v107, %ld_full4 ], [ %v130, %ld_edge5 ]
  %v135 = phi float [ %v108, %ld_full4 ], [ %v131, %ld_edge5 ]
  %v136 = phi float [ %v109, %ld_full4 ], [ %v132, %ld_edge5 ]
  %v137 = phi float [ %v110, %ld_full4 ], [ %v133, %ld_edge5 ]
  %v138 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v139 = fadd float %v67, %v134
  %v140 = fadd float %v68, %v135
  %v141 = fadd float %v69, %v136
  %v142 = fadd float %v70, %v137
  %v143 = and i32 %v2, 1
  %v144 = shl i32 %v143, 2
  %v145 = lshr i32 %v2, 1
  %v146 = and i32 %v145, 1
  %v147 = shl i32 %v146, 3
  %v148 = or i32 %v144, %v147
  %v149 = lshr i32 %v2, 2
  %v150 = and i32 %v149, 1
  %v151 = shl i32 %v150, 4
  %v152 = or i32 %v148, %v151
  %v153 = lshr i32 %v2, 3
  %v154 = and i32 %v153, 1
  %v155 = shl i32 %v154, 5
  %v156 = or i32 %v152, %v155
  %v157 = lshr i32 %v2, 4
  %v158 = and i32 %v157, 1
  %v159 = shl i32 %v158, 6
  %v160 = or i32 %v156, %v159
  %v161 = and i32 %v3, 1
  %v162 = shl i32 %v161, 7
  %v163 = or i32 %v160, %v162
  %v164 = and i32 %v163, 255
  %v165 = sext i32 %v138 to i64
  %v166 = mul i64 %v165, 256
  %v167 = zext i32 %v164 to i64
  %v168 = add i64 %v166, %v167
  %v169 = zext i32 %p7 to i64
  %v170 = add i64 %v166, 256
  %v171 = icmp sle i64 %v170, %v169
  %v172 = icmp sge i64 %v165, 0
  %v173 = and i1 %v171, %v172
  %v174 = and i32 %v3, 2
  %v175 = icmp eq i32 %v174, 0
  br i1 %v175, label %st_owner7, label %join8
st_owner7:
  br i1 %v173, label %st_full9, label %st_edge10
join8:
  ret void
st_full9:
  %v176 = icmp ult i64 %v168, %v169
  %v177 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v168
  %v178 = insertelement <4 x float> undef, float %v139, i32 0
  %v179 = insertelement <4 x float> %v178, float %v140, i32 1
  %v180 = insertelement <4 x float> %v179, float %v141, i32 2
  %v181 = insertelement <4 x float> %v180, float %v142, i32 3
  %v182 = bitcast float addrspace(1)* %v177 to <4 x float> addrspace(1)*
  store <4 x float> %v181, <4 x float> addrspace(1)* %v182, align 16
  br label %st_done11
st_edge10:
  %v183 = icmp ult i64 %v168, %v169
  %v184 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v168
  br i1 %v183, label %st12, label %join13
st_done11:
  br label %join8
st12:
  %v185 = insertelement <4 x float> undef, float %v139, i32 0
  %v186 = insertelement <4 x float> %v185, float %v140, i32 1
  %v187 = insertelement <4 x float> %v186, float %v141, i32 2
  %v188 = insertelement <4 x float> %v187, float %v142, i32 3
  %v189 = bitcast float addrspace(1)* %v184 to <4 x float> addrspace(1)*
  store <4 x float> %v188, <4 x float> addrspace(1)* %v189, align 16
  br label %join13
join13:
  br label %st_done11
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @add, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @add, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel scale [T=256]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @scale(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias %p3, i32 %p4, i32 %p5, float %p6) {
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
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 5
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 6
  %v22 = or i32 %v18, %v21
  %v23 = and i32 %v3, 1
  %v24 = shl i32 %v23, 7
  %v25 = or i32 %v22, %v24
  %v26 = and i32 %v25, 255
  %v27 = sext i32 %v4 to i64
  %v28 = mul i64 %v27, 256
  %v29 = zext i32 %v26 to i64
  %v30 = add i64 %v28, %v29
  %v31 = zext i32 %p1 to i64
  %v32 = add i64 %v28, 256
  %v33 = icmp sle i64 %v32, %v31
  %v34 = icmp sge i64 %v27, 0
  %v35 = and i1 %v33, %v34
  br i1 %v35, label %ld_full1, label %ld_edge2
ld_full1:
  %v36 = icmp ult i64 %v30, %v31
  %v37 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v30
  %v38 = bitcast float addrspace(1)* %v37 to <4 x float> addrspace(1)*
  %v39 = load <4 x float>, <4 x float> addrspace(1)* %v38, align 16
  %v40 = extractelement <4 x float> %v39, i32 0
  %v41 = extractelement <4 x float> %v39, i32 1
  %v42 = extractelement <4 x float> %v39, i32 2
  %v43 = extractelement <4 x float> %v39, i32 3
  br label %ld_done3
ld_edge2:
  %v44 = bitcast float 0x0000000000000000 to i32
  %v45 = icmp ult i64 %v30, %v31
  %v46 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v30
  %v47 = bitcast float addrspace(1)* %v46 to <4 x float> addrspace(1)*
  %v48 = ptrtoint <4 x float> addrspace(1)* %v47 to i64
  %v49 = zext i1 %v45 to i32
  %v50 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v48, i32 %v49, i32 %v44, i32 %v44, i32 %v44, i32 %v44)
  %v51 = extractvalue {i32, i32, i32, i32} %v50, 0
  %v52 = extractvalue {i32, i32, i32, i32} %v50, 1
  %v53 = extractvalue {i32, i32, i32, i32} %v50, 2
  %v54 = extractvalue {i32, i32, i32, i32} %v50, 3
  %v55 = bitcast i32 %v51 to float
  %v56 = bitcast i32 %v52 to float
  %v57 = bitcast i32 %v53 to float
  %v58 = bitcast i32 %v54 to float
  %v59 = insertelement <4 x float> undef, float %v55, i32 0
  %v60 = insertelement <4 x float> %v59, float %v56, i32 1
  %v61 = insertelement <4 x float> %v60, float %v57, i32 2
  %v62 = insertelement <4 x float> %v61, float %v58, i32 3
  %v63 = extractelement <4 x float> %v62, i32 0
  %v64 = extractelement <4 x float> %v62, i32 1
  %v65 = extractelement <4 x float> %v62, i32 2
  %v66 = extractelement <4 x float> %v62, i32 3
  br label %ld_done3
ld_done3:
  %v67 = phi float [ %v40, %ld_full1 ], [ %v63, %ld_edge2 ]
  %v68 = phi float [ %v41, %ld_full1 ], [ %v64, %ld_edge2 ]
  %v69 = phi float [ %v42, %ld_full1 ], [ %v65, %ld_edge2 ]
  %v70 = phi float [ %v43, %ld_full1 ], [ %v66, %ld_edge2 ]
  %v71 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v72 = fmul float %v67, %p6
  %v73 = fmul float %v68, %p6
  %v74 = fmul float %v69, %p6
  %v75 = fmul float %v70, %p6
  %v76 = and i32 %v2, 1
  %v77 = shl i32 %v76, 2
  %v78 = lshr i32 %v2, 1
  %v79 = and i32 %v78, 1
  %v80 = shl i32 %v79, 3
  %v81 = or i32 %v77, %v80
  %v82 = lshr i32 %v2, 2
  %v83 = and i32 %v82, 1
  %v84 = shl i32 %v83, 4
  %v85 = or i32 %v81, %v84
  %v86 = lshr i32 %v2, 3
  %v87 = and i32 %v86, 1
  %v88 = shl i32 %v87, 5
  %v89 = or i32 %v85, %v88
  %v90 = lshr i32 %v2, 4
  %v91 = and i32 %v90, 1
  %v92 = shl i32 %v91, 6
  %v93 = or i32 %v89, %v92
  %v94 = and i32 %v3, 1
  %v95 = shl i32 %v94, 7
  %v96 = or i32 %v93, %v95
  %v97 = and i32 %v96, 255
  %v98 = sext i32 %v71 to i64
  %v99 = mul i64 %v98, 256
  %v100 = zext i32 %v97 to i64
  %v101 = add i64 %v99, %v100
  %v102 = zext i32 %p4 to i64
  %v103 = add i64 %v99, 256
  %v104 = icmp sle i64 %v103, %v102
  %v105 = icmp sge i64 %v98, 0
  %v106 = and i1 %v104, %v105
  %v107 = and i32 %v3, 2
  %v108 = icmp eq i32 %v107, 0
  br i1 %v108, label %st_owner4, label %join5
st_owner4:
  br i1 %v106, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v109 = icmp ult i64 %v101, %v102
  %v110 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v101
  %v111 = insertelement <4 x float> undef, float %v72, i32 0
  %v112 = insertelement <4 x float> %v111, float %v73, i32 1
  %v113 = insertelement <4 x float> %v112, float %v74, i32 2
  %v114 = insertelement <4 x float> %v113, float %v75, i32 3
  %v115 = bitcast float addrspace(1)* %v110 to <4 x float> addrspace(1)*
  store <4 x float> %v114, <4 x float> addrspace(1)* %v115, align 16
  br label %st_done8
st_edge7:
  %v116 = icmp ult i64 %v101, %v102
  %v117 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v101
  br i1 %v116, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v118 = insertelement <4 x float> undef, float %v72, i32 0
  %v119 = insertelement <4 x float> %v118, float %v73, i32 1
  %v120 = insertelement <4 x float> %v119, float %v74, i32 2
  %v121 = insertelement <4 x float> %v120, float %v75, i32 3
  %v122 = bitcast float addrspace(1)* %v117 to <4 x float> addrspace(1)*
  store <4 x float> %v121, <4 x float> addrspace(1)* %v122, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float)* @scale, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float)* @scale, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel gelu [T=256]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @gelu(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
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
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 5
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 6
  %v22 = or i32 %v18, %v21
  %v23 = and i32 %v3, 1
  %v24 = shl i32 %v23, 7
  %v25 = or i32 %v22, %v24
  %v26 = and i32 %v25, 255
  %v27 = sext i32 %v4 to i64
  %v28 = mul i64 %v27, 256
  %v29 = zext i32 %v26 to i64
  %v30 = add i64 %v28, %v29
  %v31 = zext i32 %p1 to i64
  %v32 = add i64 %v28, 256
  %v33 = icmp sle i64 %v32, %v31
  %v34 = icmp sge i64 %v27, 0
  %v35 = and i1 %v33, %v34
  br i1 %v35, label %ld_full1, label %ld_edge2
ld_full1:
  %v36 = icmp ult i64 %v30, %v31
  %v37 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v30
  %v38 = bitcast float addrspace(1)* %v37 to <4 x float> addrspace(1)*
  %v39 = load <4 x float>, <4 x float> addrspace(1)* %v38, align 16
  %v40 = extractelement <4 x float> %v39, i32 0
  %v41 = extractelement <4 x float> %v39, i32 1
  %v42 = extractelement <4 x float> %v39, i32 2
  %v43 = extractelement <4 x float> %v39, i32 3
  br label %ld_done3
ld_edge2:
  %v44 = bitcast float 0x0000000000000000 to i32
  %v45 = icmp ult i64 %v30, %v31
  %v46 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v30
  %v47 = bitcast float addrspace(1)* %v46 to <4 x float> addrspace(1)*
  %v48 = ptrtoint <4 x float> addrspace(1)* %v47 to i64
  %v49 = zext i1 %v45 to i32
  %v50 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v48, i32 %v49, i32 %v44, i32 %v44, i32 %v44, i32 %v44)
  %v51 = extractvalue {i32, i32, i32, i32} %v50, 0
  %v52 = extractvalue {i32, i32, i32, i32} %v50, 1
  %v53 = extractvalue {i32, i32, i32, i32} %v50, 2
  %v54 = extractvalue {i32, i32, i32, i32} %v50, 3
  %v55 = bitcast i32 %v51 to float
  %v56 = bitcast i32 %v52 to float
  %v57 = bitcast i32 %v53 to float
  %v58 = bitcast i32 %v54 to float
  %v59 = insertelement <4 x float> undef, float %v55, i32 0
  %v60 = insertelement <4 x float> %v59, float %v56, i32 1
  %v61 = insertelement <4 x float> %v60, float %v57, i32 2
  %v62 = insertelement <4 x float> %v61, float %v58, i32 3
  %v63 = extractelement <4 x float> %v62, i32 0
  %v64 = extractelement <4 x float> %v62, i32 1
  %v65 = extractelement <4 x float> %v62, i32 2
  %v66 = extractelement <4 x float> %v62, i32 3
  br label %ld_done3
ld_done3:
  %v67 = phi float [ %v40, %ld_full1 ], [ %v63, %ld_edge2 ]
  %v68 = phi float [ %v41, %ld_full1 ], [ %v64, %ld_edge2 ]
  %v69 = phi float [ %v42, %ld_full1 ], [ %v65, %ld_edge2 ]
  %v70 = phi float [ %v43, %ld_full1 ], [ %v66, %ld_edge2 ]
  %v71 = fmul float 0x3FE0000000000000, %v67
  %v72 = fmul float 0x3FE0000000000000, %v68
  %v73 = fmul float 0x3FE0000000000000, %v69
  %v74 = fmul float 0x3FE0000000000000, %v70
  %v75 = fmul float %v67, 0x3FE6A09E60000000
  %v76 = fmul float %v68, 0x3FE6A09E60000000
  %v77 = fmul float %v69, 0x3FE6A09E60000000
  %v78 = fmul float %v70, 0x3FE6A09E60000000
  %v79 = call float @__nv_erff(float %v75)
  %v80 = call float @__nv_erff(float %v76)
  %v81 = call float @__nv_erff(float %v77)
  %v82 = call float @__nv_erff(float %v78)
  %v83 = fadd float 0x3FF0000000000000, %v79
  %v84 = fadd float 0x3FF0000000000000, %v80
  %v85 = fadd float 0x3FF0000000000000, %v81
  %v86 = fadd float 0x3FF0000000000000, %v82
  %v87 = fmul float %v71, %v83
  %v88 = fmul float %v72, %v84
  %v89 = fmul float %v73, %v85
  %v90 = fmul float %v74, %v86
  %v91 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v92 = and i32 %v2, 1
  %v93 = shl i32 %v92, 2
  %v94 = lshr i32 %v2, 1
  %v95 = and i32 %v94, 1
  %v96 = shl i32 %v95, 3
  %v97 = or i32 %v93, %v96
  %v98 = lshr i32 %v2, 2
  %v99 = and i32 %v98, 1
  %v100 = shl i32 %v99, 4
  %v101 = or i32 %v97, %v100
  %v102 = lshr i32 %v2, 3
  %v103 = and i32 %v102, 1
  %v104 = shl i32 %v103, 5
  %v105 = or i32 %v101, %v104
  %v106 = lshr i32 %v2, 4
  %v107 = and i32 %v106, 1
  %v108 = shl i32 %v107, 6
  %v109 = or i32 %v105, %v108
  %v110 = and i32 %v3, 1
  %v111 = shl i32 %v110, 7
  %v112 = or i32 %v109, %v111
  %v113 = and i32 %v112, 255
  %v114 = sext i32 %v91 to i64
  %v115 = mul i64 %v114, 256
  %v116 = zext i32 %v113 to i64
  %v117 = add i64 %v115, %v116
  %v118 = zext i32 %p4 to i64
  %v119 = add i64 %v115, 256
  %v120 = icmp sle i64 %v119, %v118
  %v121 = icmp sge i64 %v114, 0
  %v122 = and i1 %v120, %v121
  %v123 = and i32 %v3, 2
  %v124 = icmp eq i32 %v123, 0
  br i1 %v124, label %st_owner4, label %join5
st_owner4:
  br i1 %v122, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v125 = icmp ult i64 %v117, %v118
  %v126 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v117
  %v127 = insertelement <4 x float> undef, float %v87, i32 0
  %v128 = insertelement <4 x float> %v127, float %v88, i32 1
  %v129 = insertelement <4 x float> %v128, float %v89, i32 2
  %v130 = insertelement <4 x float> %v129, float %v90, i32 3
  %v131 = bitcast float addrspace(1)* %v126 to <4 x float> addrspace(1)*
  store <4 x float> %v130, <4 x float> addrspace(1)* %v131, align 16
  br label %st_done8
st_edge7:
  %v132 = icmp ult i64 %v117, %v118
  %v133 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v117
  br i1 %v132, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v134 = insertelement <4 x float> undef, float %v87, i32 0
  %v135 = insertelement <4 x float> %v134, float %v88, i32 1
  %v136 = insertelement <4 x float> %v135, float %v89, i32 2
  %v137 = insertelement <4 x float> %v136, float %v90, i32 3
  %v138 = bitcast float addrspace(1)* %v133 to <4 x float> addrspace(1)*
  store <4 x float> %v137, <4 x float> addrspace(1)* %v138, align 16
  br label %join10
join10:
  br label %st_done8
}

declare float @__nv_erff(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @gelu, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @gelu, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel silu [T=256]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @silu(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
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
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 5
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 6
  %v22 = or i32 %v18, %v21
  %v23 = and i32 %v3, 1
  %v24 = shl i32 %v23, 7
  %v25 = or i32 %v22, %v24
  %v26 = and i32 %v25, 255
  %v27 = sext i32 %v4 to i64
  %v28 = mul i64 %v27, 256
  %v29 = zext i32 %v26 to i64
  %v30 = add i64 %v28, %v29
  %v31 = zext i32 %p1 to i64
  %v32 = add i64 %v28, 256
  %v33 = icmp sle i64 %v32, %v31
  %v34 = icmp sge i64 %v27, 0
  %v35 = and i1 %v33, %v34
  br i1 %v35, label %ld_full1, label %ld_edge2
ld_full1:
  %v36 = icmp ult i64 %v30, %v31
  %v37 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v30
  %v38 = bitcast float addrspace(1)* %v37 to <4 x float> addrspace(1)*
  %v39 = load <4 x float>, <4 x float> addrspace(1)* %v38, align 16
  %v40 = extractelement <4 x float> %v39, i32 0
  %v41 = extractelement <4 x float> %v39, i32 1
  %v42 = extractelement <4 x float> %v39, i32 2
  %v43 = extractelement <4 x float> %v39, i32 3
  br label %ld_done3
ld_edge2:
  %v44 = bitcast float 0x0000000000000000 to i32
  %v45 = icmp ult i64 %v30, %v31
  %v46 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v30
  %v47 = bitcast float addrspace(1)* %v46 to <4 x float> addrspace(1)*
  %v48 = ptrtoint <4 x float> addrspace(1)* %v47 to i64
  %v49 = zext i1 %v45 to i32
  %v50 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v48, i32 %v49, i32 %v44, i32 %v44, i32 %v44, i32 %v44)
  %v51 = extractvalue {i32, i32, i32, i32} %v50, 0
  %v52 = extractvalue {i32, i32, i32, i32} %v50, 1
  %v53 = extractvalue {i32, i32, i32, i32} %v50, 2
  %v54 = extractvalue {i32, i32, i32, i32} %v50, 3
  %v55 = bitcast i32 %v51 to float
  %v56 = bitcast i32 %v52 to float
  %v57 = bitcast i32 %v53 to float
  %v58 = bitcast i32 %v54 to float
  %v59 = insertelement <4 x float> undef, float %v55, i32 0
  %v60 = insertelement <4 x float> %v59, float %v56, i32 1
  %v61 = insertelement <4 x float> %v60, float %v57, i32 2
  %v62 = insertelement <4 x float> %v61, float %v58, i32 3
  %v63 = extractelement <4 x float> %v62, i32 0
  %v64 = extractelement <4 x float> %v62, i32 1
  %v65 = extractelement <4 x float> %v62, i32 2
  %v66 = extractelement <4 x float> %v62, i32 3
  br label %ld_done3
ld_done3:
  %v67 = phi float [ %v40, %ld_full1 ], [ %v63, %ld_edge2 ]
  %v68 = phi float [ %v41, %ld_full1 ], [ %v64, %ld_edge2 ]
  %v69 = phi float [ %v42, %ld_full1 ], [ %v65, %ld_edge2 ]
  %v70 = phi float [ %v43, %ld_full1 ], [ %v66, %ld_edge2 ]
  %v71 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v72 = fsub float 0x8000000000000000, %v67
  %v73 = call float @__nv_expf(float %v72)
  %v74 = fadd float 0x3FF0000000000000, %v73
  %v75 = fdiv float 0x3FF0000000000000, %v74
  %v76 = fsub float 0x8000000000000000, %v68
  %v77 = call float @__nv_expf(float %v76)
  %v78 = fadd float 0x3FF0000000000000, %v77
  %v79 = fdiv float 0x3FF0000000000000, %v78
  %v80 = fsub float 0x8000000000000000, %v69
  %v81 = call float @__nv_expf(float %v80)
  %v82 = fadd float 0x3FF0000000000000, %v81
  %v83 = fdiv float 0x3FF0000000000000, %v82
  %v84 = fsub float 0x8000000000000000, %v70
  %v85 = call float @__nv_expf(float %v84)
  %v86 = fadd float 0x3FF0000000000000, %v85
  %v87 = fdiv float 0x3FF0000000000000, %v86
  %v88 = fmul float %v67, %v75
  %v89 = fmul float %v68, %v79
  %v90 = fmul float %v69, %v83
  %v91 = fmul float %v70, %v87
  %v92 = and i32 %v2, 1
  %v93 = shl i32 %v92, 2
  %v94 = lshr i32 %v2, 1
  %v95 = and i32 %v94, 1
  %v96 = shl i32 %v95, 3
  %v97 = or i32 %v93, %v96
  %v98 = lshr i32 %v2, 2
  %v99 = and i32 %v98, 1
  %v100 = shl i32 %v99, 4
  %v101 = or i32 %v97, %v100
  %v102 = lshr i32 %v2, 3
  %v103 = and i32 %v102, 1
  %v104 = shl i32 %v103, 5
  %v105 = or i32 %v101, %v104
  %v106 = lshr i32 %v2, 4
  %v107 = and i32 %v106, 1
  %v108 = shl i32 %v107, 6
  %v109 = or i32 %v105, %v108
  %v110 = and i32 %v3, 1
  %v111 = shl i32 %v110, 7
  %v112 = or i32 %v109, %v111
  %v113 = and i32 %v112, 255
  %v114 = sext i32 %v71 to i64
  %v115 = mul i64 %v114, 256
  %v116 = zext i32 %v113 to i64
  %v117 = add i64 %v115, %v116
  %v118 = zext i32 %p4 to i64
  %v119 = add i64 %v115, 256
  %v120 = icmp sle i64 %v119, %v118
  %v121 = icmp sge i64 %v114, 0
  %v122 = and i1 %v120, %v121
  %v123 = and i32 %v3, 2
  %v124 = icmp eq i32 %v123, 0
  br i1 %v124, label %st_owner4, label %join5
st_owner4:
  br i1 %v122, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v125 = icmp ult i64 %v117, %v118
  %v126 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v117
  %v127 = insertelement <4 x float> undef, float %v88, i32 0
  %v128 = insertelement <4 x float> %v127, float %v89, i32 1
  %v129 = insertelement <4 x float> %v128, float %v90, i32 2
  %v130 = insertelement <4 x float> %v129, float %v91, i32 3
  %v131 = bitcast float addrspace(1)* %v126 to <4 x float> addrspace(1)*
  store <4 x float> %v130, <4 x float> addrspace(1)* %v131, align 16
  br label %st_done8
st_edge7:
  %v132 = icmp ult i64 %v117, %v118
  %v133 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v117
  br i1 %v132, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v134 = insertelement <4 x float> undef, float %v88, i32 0
  %v135 = insertelement <4 x float> %v134, float %v89, i32 1
  %v136 = insertelement <4 x float> %v135, float %v90, i32 2
  %v137 = insertelement <4 x float> %v136, float %v91, i32 3
  %v138 = bitcast float addrspace(1)* %v133 to <4 x float> addrspace(1)*
  store <4 x float> %v137, <4 x float> addrspace(1)* %v138, align 16
  br label %join10
join10:
  br label %st_done8
}

declare float @__nv_expf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @silu, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @silu, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel gelu [T=512]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @gelu(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, half addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 3
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 4
  %v10 = or i32 %v6, %v9
  %v11 = lshr i32 %v2, 2
  %v12 = and i32 %v11, 1
  %v13 = shl i32 %v12, 5
  %v14 = or i32 %v10, %v13
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 6
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 7
  %v22 = or i32 %v18, %v21
  %v23 = and i32 %v3, 1
  %v24 = shl i32 %v23, 8
  %v25 = or i32 %v22, %v24
  %v26 = and i32 %v25, 511
  %v27 = sext i32 %v4 to i64
  %v28 = mul i64 %v27, 512
  %v29 = zext i32 %v26 to i64
  %v30 = add i64 %v28, %v29
  %v31 = zext i32 %p1 to i64
  %v32 = add i64 %v28, 512
  %v33 = icmp sle i64 %v32, %v31
  %v34 = icmp sge i64 %v27, 0
  %v35 = and i1 %v33, %v34
  br i1 %v35, label %ld_full1, label %ld_edge2
ld_full1:
  %v36 = icmp ult i64 %v30, %v31
  %v37 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v30
  %v38 = load half, half addrspace(1)* %v37, align 2
  %v39 = fpext half %v38 to float
  %v40 = add i64 %v30, 1
  %v41 = add i64 %v30, 1
  %v42 = icmp ult i64 %v41, %v31
  %v43 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v40
  %v44 = load half, half addrspace(1)* %v43, align 2
  %v45 = fpext half %v44 to float
  %v46 = add i64 %v30, 2
  %v47 = add i64 %v30, 2
  %v48 = icmp ult i64 %v47, %v31
  %v49 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v46
  %v50 = load half, half addrspace(1)* %v49, align 2
  %v51 = fpext half %v50 to float
  %v52 = add i64 %v30, 3
  %v53 = add i64 %v30, 3
  %v54 = icmp ult i64 %v53, %v31
  %v55 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v52
  %v56 = load half, half addrspace(1)* %v55, align 2
  %v57 = fpext half %v56 to float
  %v58 = add i64 %v30, 4
  %v59 = add i64 %v30, 4
  %v60 = icmp ult i64 %v59, %v31
  %v61 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v58
  %v62 = load half, half addrspace(1)* %v61, align 2
  %v63 = fpext half %v62 to float
  %v64 = add i64 %v30, 5
  %v65 = add i64 %v30, 5
  %v66 = icmp ult i64 %v65, %v31
  %v67 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v64
  %v68 = load half, half addrspace(1)* %v67, align 2
  %v69 = fpext half %v68 to float
  %v70 = add i64 %v30, 6
  %v71 = add i64 %v30, 6
  %v72 = icmp ult i64 %v71, %v31
  %v73 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v70
  %v74 = load half, half addrspace(1)* %v73, align 2
  %v75 = fpext half %v74 to float
  %v76 = add i64 %v30, 7
  %v77 = add i64 %v30, 7
  %v78 = icmp ult i64 %v77, %v31
  %v79 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v76
  %v80 = load half, half addrspace(1)* %v79, align 2
  %v81 = fpext half %v80 to float
  br label %ld_done3
ld_edge2:
  %v82 = fptrunc float 0x0000000000000000 to half
  %v83 = bitcast half %v82 to i16
  %v84 = icmp ult i64 %v30, %v31
  %v85 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v30
  %v86 = ptrtoint half addrspace(1)* %v85 to i64
  %v87 = zext i1 %v84 to i32
  %v88 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v86, i32 %v87, i16 %v83)
  %v89 = bitcast i16 %v88 to half
  %v90 = fpext half %v89 to float
  %v91 = add i64 %v30, 1
  %v92 = add i64 %v30, 1
  %v93 = icmp ult i64 %v92, %v31
  %v94 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v91
  %v95 = ptrtoint half addrspace(1)* %v94 to i64
  %v96 = zext i1 %v93 to i32
  %v97 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v95, i32 %v96, i16 %v83)
  %v98 = bitcast i16 %v97 to half
  %v99 = fpext half %v98 to float
  %v100 = add i64 %v30, 2
  %v101 = add i64 %v30, 2
  %v102 = icmp ult i64 %v101, %v31
  %v103 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v100
  %v104 = ptrtoint half addrspace(1)* %v103 to i64
  %v105 = zext i1 %v102 to i32
  %v106 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v104, i32 %v105, i16 %v83)
  %v107 = bitcast i16 %v106 to half
  %v108 = fpext half %v107 to float
  %v109 = add i64 %v30, 3
  %v110 = add i64 %v30, 3
  %v111 = icmp ult i64 %v110, %v31
  %v112 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v109
  %v113 = ptrtoint half addrspace(1)* %v112 to i64
  %v114 = zext i1 %v111 to i32
  %v115 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v113, i32 %v114, i16 %v83)
  %v116 = bitcast i16 %v115 to half
  %v117 = fpext half %v116 to float
  %v118 = add i64 %v30, 4
  %v119 = add i64 %v30, 4
  %v120 = icmp ult i64 %v119, %v31
  %v121 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v118
  %v122 = ptrtoint half addrspace(1)* %v121 to i64
  %v123 = zext i1 %v120 to i32
  %v124 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v122, i32 %v123, i16 %v83)
  %v125 = bitcast i16 %v124 to half
  %v126 = fpext half %v125 to float
  %v127 = add i64 %v30, 5
  %v128 = add i64 %v30, 5
  %v129 = icmp ult i64 %v128, %v31
  %v130 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v127
  %v131 = ptrtoint half addrspace(1)* %v130 to i64
  %v132 = zext i1 %v129 to i32
  %v133 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v131, i32 %v132, i16 %v83)
  %v134 = bitcast i16 %v133 to half
  %v135 = fpext half %v134 to float
  %v136 = add i64 %v30, 6
  %v137 = add i64 %v30, 6
  %v138 = icmp ult i64 %v137, %v31
  %v139 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v136
  %v140 = ptrtoint half addrspace(1)* %v139 to i64
  %v141 = zext i1 %v138 to i32
  %v142 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v140, i32 %v141, i16 %v83)
  %v143 = bitcast i16 %v142 to half
  %v144 = fpext half %v143 to float
  %v145 = add i64 %v30, 7
  %v146 = add i64 %v30, 7
  %v147 = icmp ult i64 %v146, %v31
  %v148 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v145
  %v149 = ptrtoint half addrspace(1)* %v148 to i64
  %v150 = zext i1 %v147 to i32
  %v151 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v149, i32 %v150, i16 %v83)
  %v152 = bitcast i16 %v151 to half
  %v153 = fpext half %v152 to float
  br label %ld_done3
ld_done3:
  %v154 = phi float [ %v39, %ld_full1 ], [ %v90, %ld_edge2 ]
  %v155 = phi float [ %v45, %ld_full1 ], [ %v99, %ld_edge2 ]
  %v156 = phi float [ %v51, %ld_full1 ], [ %v108, %ld_edge2 ]
  %v157 = phi float [ %v57, %ld_full1 ], [ %v117, %ld_edge2 ]
  %v158 = phi float [ %v63, %ld_full1 ], [ %v126, %ld_edge2 ]
  %v159 = phi float [ %v69, %ld_full1 ], [ %v135, %ld_edge2 ]
  %v160 = phi float [ %v75, %ld_full1 ], [ %v144, %ld_edge2 ]
  %v161 = phi float [ %v81, %ld_full1 ], [ %v153, %ld_edge2 ]
  %v162 = fmul float 0x3FE0000000000000, %v154
  %v163 = fmul float 0x3FE0000000000000, %v155
  %v164 = fmul float 0x3FE0000000000000, %v156
  %v165 = fmul float 0x3FE0000000000000, %v157
  %v166 = fmul float 0x3FE0000000000000, %v158
  %v167 = fmul float 0x3FE0000000000000, %v159
  %v168 = fmul float 0x3FE0000000000000, %v160
  %v169 = fmul float 0x3FE0000000000000, %v161
  %v170 = fmul float %v154, 0x3FE6A09E60000000
  %v171 = fmul float %v155, 0x3FE6A09E60000000
  %v172 = fmul float %v156, 0x3FE6A09E60000000
  %v173 = fmul float %v157, 0x3FE6A09E60000000
  %v174 = fmul float %v158, 0x3FE6A09E60000000
  %v175 = fmul float %v159, 0x3FE6A09E60000000
  %v176 = fmul float %v160, 0x3FE6A09E60000000
  %v177 = fmul float %v161, 0x3FE6A09E60000000
  %v178 = call float @__nv_erff(float %v170)
  %v179 = call float @__nv_erff(float %v171)
  %v180 = call float @__nv_erff(float %v172)
  %v181 = call float @__nv_erff(float %v173)
  %v182 = call float @__nv_erff(float %v174)
  %v183 = call float @__nv_erff(float %v175)
  %v184 = call float @__nv_erff(float %v176)
  %v185 = call float @__nv_erff(float %v177)
  %v186 = fadd float 0x3FF0000000000000, %v178
  %v187 = fadd float 0x3FF0000000000000, %v179
  %v188 = fadd float 0x3FF0000000000000, %v180
  %v189 = fadd float 0x3FF0000000000000, %v181
  %v190 = fadd float 0x3FF0000000000000, %v182
  %v191 = fadd float 0x3FF0000000000000, %v183
  %v192 = fadd float 0x3FF0000000000000, %v184
  %v193 = fadd float 0x3FF0000000000000, %v185
  %v194 = fmul float %v162, %v186
  %v195 = fmul float %v163, %v187
  %v196 = fmul float %v164, %v188
  %v197 = fmul float %v165, %v189
  %v198 = fmul float %v166, %v190
  %v199 = fmul float %v167, %v191
  %v200 = fmul float %v168, %v192
  %v201 = fmul float %v169, %v193
  %v202 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v203 = fptrunc float %v194 to half
  %v204 = fpext half %v203 to float
  %v205 = fptrunc float %v195 to half
  %v206 = fpext half %v205 to float
  %v207 = fptrunc float %v196 to half
  %v208 = fpext half %v207 to float
  %v209 = fptrunc float %v197 to half
  %v210 = fpext half %v209 to float
  %v211 = fptrunc float %v198 to half
  %v212 = fpext half %v211 to float
  %v213 = fptrunc float %v199 to half
  %v214 = fpext half %v213 to float
  %v215 = fptrunc float %v200 to half
  %v216 = fpext half %v215 to float
  %v217 = fptrunc float %v201 to half
  %v218 = fpext half %v217 to float
  %v219 = and i32 %v2, 1
  %v220 = shl i32 %v219, 3
  %v221 = lshr i32 %v2, 1
  %v222 = and i32 %v221, 1
  %v223 = shl i32 %v222, 4
  %v224 = or i32 %v220, %v223
  %v225 = lshr i32 %v2, 2
  %v226 = and i32 %v225, 1
  %v227 = shl i32 %v226, 5
  %v228 = or i32 %v224, %v227
  %v229 = lshr i32 %v2, 3
  %v230 = and i32 %v229, 1
  %v231 = shl i32 %v230, 6
  %v232 = or i32 %v228, %v231
  %v233 = lshr i32 %v2, 4
  %v234 = and i32 %v233, 1
  %v235 = shl i32 %v234, 7
  %v236 = or i32 %v232, %v235
  %v237 = and i32 %v3, 1
  %v238 = shl i32 %v237, 8
  %v239 = or i32 %v236, %v238
  %v240 = and i32 %v239, 511
  %v241 = sext i32 %v202 to i64
  %v242 = mul i64 %v241, 512
  %v243 = zext i32 %v240 to i64
  %v244 = add i64 %v242, %v243
  %v245 = zext i32 %p4 to i64
  %v246 = add i64 %v242, 512
  %v247 = icmp sle i64 %v246, %v245
  %v248 = icmp sge i64 %v241, 0
  %v249 = and i1 %v247, %v248
  %v250 = and i32 %v3, 2
  %v251 = icmp eq i32 %v250, 0
  br i1 %v251, label %st_owner4, label %join5
st_owner4:
  br i1 %v249, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v252 = icmp ult i64 %v244, %v245
  %v253 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v244
  %v254 = fptrunc float %v204 to half
  store half %v254, half addrspace(1)* %v253, align 2
  %v255 = add i64 %v244, 1
  %v256 = add i64 %v244, 1
  %v257 = icmp ult i64 %v256, %v245
  %v258 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v255
  %v259 = fptrunc float %v206 to half
  store half %v259, half addrspace(1)* %v258, align 2
  %v260 = add i64 %v244, 2
  %v261 = add i64 %v244, 2
  %v262 = icmp ult i64 %v261, %v245
  %v263 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v260
  %v264 = fptrunc float %v208 to half
  store half %v264, half addrspace(1)* %v263, align 2
  %v265 = add i64 %v244, 3
  %v266 = add i64 %v244, 3
  %v267 = icmp ult i64 %v266, %v245
  %v268 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v265
  %v269 = fptrunc float %v210 to half
  store half %v269, half addrspace(1)* %v268, align 2
  %v270 = add i64 %v244, 4
  %v271 = add i64 %v244, 4
  %v272 = icmp ult i64 %v271, %v245
  %v273 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v270
  %v274 = fptrunc float %v212 to half
  store half %v274, half addrspace(1)* %v273, align 2
  %v275 = add i64 %v244, 5
  %v276 = add i64 %v244, 5
  %v277 = icmp ult i64 %v276, %v245
  %v278 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v275
  %v279 = fptrunc float %v214 to half
  store half %v279, half addrspace(1)* %v278, align 2
  %v280 = add i64 %v244, 6
  %v281 = add i64 %v244, 6
  %v282 = icmp ult i64 %v281, %v245
  %v283 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v280
  %v284 = fptrunc float %v216 to half
  store half %v284, half addrspace(1)* %v283, align 2
  %v285 = add i64 %v244, 7
  %v286 = add i64 %v244, 7
  %v287 = icmp ult i64 %v286, %v245
  %v288 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v285
  %v289 = fptrunc float %v218 to half
  store half %v289, half addrspace(1)* %v288, align 2
  br label %st_done8
st_edge7:
  %v290 = icmp ult i64 %v244, %v245
  %v291 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v244
  br i1 %v290, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v292 = fptrunc float %v204 to half
  store half %v292, half addrspace(1)* %v291, align 2
  br label %join10
join10:
  %v293 = add i64 %v244, 1
  %v294 = add i64 %v244, 1
  %v295 = icmp ult i64 %v294, %v245
  %v296 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v293
  br i1 %v295, label %st11, label %join12
st11:
  %v297 = fptrunc float %v206 to half
  store half %v297, half addrspace(1)* %v296, align 2
  br label %join12
join12:
  %v298 = add i64 %v244, 2
  %v299 = add i64 %v244, 2
  %v300 = icmp ult i64 %v299, %v245
  %v301 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v298
  br i1 %v300, label %st13, label %join14
st13:
  %v302 = fptrunc float %v208 to half
  store half %v302, half addrspace(1)* %v301, align 2
  br label %join14
join14:
  %v303 = add i64 %v244, 3
  %v304 = add i64 %v244, 3
  %v305 = icmp ult i64 %v304, %v245
  %v306 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v303
  br i1 %v305, label %st15, label %join16
st15:
  %v307 = fptrunc float %v210 to half
  store half %v307, half addrspace(1)* %v306, align 2
  br label %join16
join16:
  %v308 = add i64 %v244, 4
  %v309 = add i64 %v244, 4
  %v310 = icmp ult i64 %v309, %v245
  %v311 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v308
  br i1 %v310, label %st17, label %join18
st17:
  %v312 = fptrunc float %v212 to half
  store half %v312, half addrspace(1)* %v311, align 2
  br label %join18
join18:
  %v313 = add i64 %v244, 5
  %v314 = add i64 %v244, 5
  %v315 = icmp ult i64 %v314, %v245
  %v316 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v313
  br i1 %v315, label %st19, label %join20
st19:
  %v317 = fptrunc float %v214 to half
  store half %v317, half addrspace(1)* %v316, align 2
  br label %join20
join20:
  %v318 = add i64 %v244, 6
  %v319 = add i64 %v244, 6
  %v320 = icmp ult i64 %v319, %v245
  %v321 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v318
  br i1 %v320, label %st21, label %join22
st21:
  %v322 = fptrunc float %v216 to half
  store half %v322, half addrspace(1)* %v321, align 2
  br label %join22
join22:
  %v323 = add i64 %v244, 7
  %v324 = add i64 %v244, 7
  %v325 = icmp ult i64 %v324, %v245
  %v326 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v323
  br i1 %v325, label %st23, label %join24
st23:
  %v327 = fptrunc float %v218 to half
  store half %v327, half addrspace(1)* %v326, align 2
  br label %join24
join24:
  br label %st_done8
}

declare float @__nv_erff(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @gelu, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @gelu, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel silu [T=512]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @silu(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, half addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 3
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 4
  %v10 = or i32 %v6, %v9
  %v11 = lshr i32 %v2, 2
  %v12 = and i32 %v11, 1
  %v13 = shl i32 %v12, 5
  %v14 = or i32 %v10, %v13
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 6
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 7
  %v22 = or i32 %v18, %v21
  %v23 = and i32 %v3, 1
  %v24 = shl i32 %v23, 8
  %v25 = or i32 %v22, %v24
  %v26 = and i32 %v25, 511
  %v27 = sext i32 %v4 to i64
  %v28 = mul i64 %v27, 512
  %v29 = zext i32 %v26 to i64
  %v30 = add i64 %v28, %v29
  %v31 = zext i32 %p1 to i64
  %v32 = add i64 %v28, 512
  %v33 = icmp sle i64 %v32, %v31
  %v34 = icmp sge i64 %v27, 0
  %v35 = and i1 %v33, %v34
  br i1 %v35, label %ld_full1, label %ld_edge2
ld_full1:
  %v36 = icmp ult i64 %v30, %v31
  %v37 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v30
  %v38 = load half, half addrspace(1)* %v37, align 2
  %v39 = fpext half %v38 to float
  %v40 = add i64 %v30, 1
  %v41 = add i64 %v30, 1
  %v42 = icmp ult i64 %v41, %v31
  %v43 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v40
  %v44 = load half, half addrspace(1)* %v43, align 2
  %v45 = fpext half %v44 to float
  %v46 = add i64 %v30, 2
  %v47 = add i64 %v30, 2
  %v48 = icmp ult i64 %v47, %v31
  %v49 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v46
  %v50 = load half, half addrspace(1)* %v49, align 2
  %v51 = fpext half %v50 to float
  %v52 = add i64 %v30, 3
  %v53 = add i64 %v30, 3
  %v54 = icmp ult i64 %v53, %v31
  %v55 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v52
  %v56 = load half, half addrspace(1)* %v55, align 2
  %v57 = fpext half %v56 to float
  %v58 = add i64 %v30, 4
  %v59 = add i64 %v30, 4
  %v60 = icmp ult i64 %v59, %v31
  %v61 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v58
  %v62 = load half, half addrspace(1)* %v61, align 2
  %v63 = fpext half %v62 to float
  %v64 = add i64 %v30, 5
  %v65 = add i64 %v30, 5
  %v66 = icmp ult i64 %v65, %v31
  %v67 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v64
  %v68 = load half, half addrspace(1)* %v67, align 2
  %v69 = fpext half %v68 to float
  %v70 = add i64 %v30, 6
  %v71 = add i64 %v30, 6
  %v72 = icmp ult i64 %v71, %v31
  %v73 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v70
  %v74 = load half, half addrspace(1)* %v73, align 2
  %v75 = fpext half %v74 to float
  %v76 = add i64 %v30, 7
  %v77 = add i64 %v30, 7
  %v78 = icmp ult i64 %v77, %v31
  %v79 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v76
  %v80 = load half, half addrspace(1)* %v79, align 2
  %v81 = fpext half %v80 to float
  br label %ld_done3
ld_edge2:
  %v82 = fptrunc float 0x0000000000000000 to half
  %v83 = bitcast half %v82 to i16
  %v84 = icmp ult i64 %v30, %v31
  %v85 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v30
  %v86 = ptrtoint half addrspace(1)* %v85 to i64
  %v87 = zext i1 %v84 to i32
  %v88 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v86, i32 %v87, i16 %v83)
  %v89 = bitcast i16 %v88 to half
  %v90 = fpext half %v89 to float
  %v91 = add i64 %v30, 1
  %v92 = add i64 %v30, 1
  %v93 = icmp ult i64 %v92, %v31
  %v94 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v91
  %v95 = ptrtoint half addrspace(1)* %v94 to i64
  %v96 = zext i1 %v93 to i32
  %v97 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v95, i32 %v96, i16 %v83)
  %v98 = bitcast i16 %v97 to half
  %v99 = fpext half %v98 to float
  %v100 = add i64 %v30, 2
  %v101 = add i64 %v30, 2
  %v102 = icmp ult i64 %v101, %v31
  %v103 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v100
  %v104 = ptrtoint half addrspace(1)* %v103 to i64
  %v105 = zext i1 %v102 to i32
  %v106 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v104, i32 %v105, i16 %v83)
  %v107 = bitcast i16 %v106 to half
  %v108 = fpext half %v107 to float
  %v109 = add i64 %v30, 3
  %v110 = add i64 %v30, 3
  %v111 = icmp ult i64 %v110, %v31
  %v112 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v109
  %v113 = ptrtoint half addrspace(1)* %v112 to i64
  %v114 = zext i1 %v111 to i32
  %v115 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v113, i32 %v114, i16 %v83)
  %v116 = bitcast i16 %v115 to half
  %v117 = fpext half %v116 to float
  %v118 = add i64 %v30, 4
  %v119 = add i64 %v30, 4
  %v120 = icmp ult i64 %v119, %v31
  %v121 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v118
  %v122 = ptrtoint half addrspace(1)* %v121 to i64
  %v123 = zext i1 %v120 to i32
  %v124 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v122, i32 %v123, i16 %v83)
  %v125 = bitcast i16 %v124 to half
  %v126 = fpext half %v125 to float
  %v127 = add i64 %v30, 5
  %v128 = add i64 %v30, 5
  %v129 = icmp ult i64 %v128, %v31
  %v130 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v127
  %v131 = ptrtoint half addrspace(1)* %v130 to i64
  %v132 = zext i1 %v129 to i32
  %v133 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v131, i32 %v132, i16 %v83)
  %v134 = bitcast i16 %v133 to half
  %v135 = fpext half %v134 to float
  %v136 = add i64 %v30, 6
  %v137 = add i64 %v30, 6
  %v138 = icmp ult i64 %v137, %v31
  %v139 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v136
  %v140 = ptrtoint half addrspace(1)* %v139 to i64
  %v141 = zext i1 %v138 to i32
  %v142 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v140, i32 %v141, i16 %v83)
  %v143 = bitcast i16 %v142 to half
  %v144 = fpext half %v143 to float
  %v145 = add i64 %v30, 7
  %v146 = add i64 %v30, 7
  %v147 = icmp ult i64 %v146, %v31
  %v148 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v145
  %v149 = ptrtoint half addrspace(1)* %v148 to i64
  %v150 = zext i1 %v147 to i32
  %v151 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v149, i32 %v150, i16 %v83)
  %v152 = bitcast i16 %v151 to half
  %v153 = fpext half %v152 to float
  br label %ld_done3
ld_done3:
  %v154 = phi float [ %v39, %ld_full1 ], [ %v90, %ld_edge2 ]
  %v155 = phi float [ %v45, %ld_full1 ], [ %v99, %ld_edge2 ]
  %v156 = phi float [ %v51, %ld_full1 ], [ %v108, %ld_edge2 ]
  %v157 = phi float [ %v57, %ld_full1 ], [ %v117, %ld_edge2 ]
  %v158 = phi float [ %v63, %ld_full1 ], [ %v126, %ld_edge2 ]
  %v159 = phi float [ %v69, %ld_full1 ], [ %v135, %ld_edge2 ]
  %v160 = phi float [ %v75, %ld_full1 ], [ %v144, %ld_edge2 ]
  %v161 = phi float [ %v81, %ld_full1 ], [ %v153, %ld_edge2 ]
  %v162 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v163 = fsub float 0x8000000000000000, %v154
  %v164 = call float @__nv_expf(float %v163)
  %v165 = fadd float 0x3FF0000000000000, %v164
  %v166 = fdiv float 0x3FF0000000000000, %v165
  %v167 = fsub float 0x8000000000000000, %v155
  %v168 = call float @__nv_expf(float %v167)
  %v169 = fadd float 0x3FF0000000000000, %v168
  %v170 = fdiv float 0x3FF0000000000000, %v169
  %v171 = fsub float 0x8000000000000000, %v156
  %v172 = call float @__nv_expf(float %v171)
  %v173 = fadd float 0x3FF0000000000000, %v172
  %v174 = fdiv float 0x3FF0000000000000, %v173
  %v175 = fsub float 0x8000000000000000, %v157
  %v176 = call float @__nv_expf(float %v175)
  %v177 = fadd float 0x3FF0000000000000, %v176
  %v178 = fdiv float 0x3FF0000000000000, %v177
  %v179 = fsub float 0x8000000000000000, %v158
  %v180 = call float @__nv_expf(float %v179)
  %v181 = fadd float 0x3FF0000000000000, %v180
  %v182 = fdiv float 0x3FF0000000000000, %v181
  %v183 = fsub float 0x8000000000000000, %v159
  %v184 = call float @__nv_expf(float %v183)
  %v185 = fadd float 0x3FF0000000000000, %v184
  %v186 = fdiv float 0x3FF0000000000000, %v185
  %v187 = fsub float 0x8000000000000000, %v160
  %v188 = call float @__nv_expf(float %v187)
  %v189 = fadd float 0x3FF0000000000000, %v188
  %v190 = fdiv float 0x3FF0000000000000, %v189
  %v191 = fsub float 0x8000000000000000, %v161
  %v192 = call float @__nv_expf(float %v191)
  %v193 = fadd float 0x3FF0000000000000, %v192
  %v194 = fdiv float 0x3FF0000000000000, %v193
  %v195 = fmul float %v154, %v166
  %v196 = fmul float %v155, %v170
  %v197 = fmul float %v156, %v174
  %v198 = fmul float %v157, %v178
  %v199 = fmul float %v158, %v182
  %v200 = fmul float %v159, %v186
  %v201 = fmul float %v160, %v190
  %v202 = fmul float %v161, %v194
  %v203 = fptrunc float %v195 to half
  %v204 = fpext half %v203 to float
  %v205 = fptrunc float %v196 to half
  %v206 = fpext half %v205 to float
  %v207 = fptrunc float %v197 to half
  %v208 = fpext half %v207 to float
  %v209 = fptrunc float %v198 to half
  %v210 = fpext half %v209 to float
  %v211 = fptrunc float %v199 to half
  %v212 = fpext half %v211 to float
  %v213 = fptrunc float %v200 to half
  %v214 = fpext half %v213 to float
  %v215 = fptrunc float %v201 to half
  %v216 = fpext half %v215 to float
  %v217 = fptrunc float %v202 to half
  %v218 = fpext half %v217 to float
  %v219 = and i32 %v2, 1
  %v220 = shl i32 %v219, 3
  %v221 = lshr i32 %v2, 1
  %v222 = and i32 %v221, 1
  %v223 = shl i32 %v222, 4
  %v224 = or i32 %v220, %v223
  %v225 = lshr i32 %v2, 2
  %v226 = and i32 %v225, 1
  %v227 = shl i32 %v226, 5
  %v228 = or i32 %v224, %v227
  %v229 = lshr i32 %v2, 3
  %v230 = and i32 %v229, 1
  %v231 = shl i32 %v230, 6
  %v232 = or i32 %v228, %v231
  %v233 = lshr i32 %v2, 4
  %v234 = and i32 %v233, 1
  %v235 = shl i32 %v234, 7
  %v236 = or i32 %v232, %v235
  %v237 = and i32 %v3, 1
  %v238 = shl i32 %v237, 8
  %v239 = or i32 %v236, %v238
  %v240 = and i32 %v239, 511
  %v241 = sext i32 %v162 to i64
  %v242 = mul i64 %v241, 512
  %v243 = zext i32 %v240 to i64
  %v244 = add i64 %v242, %v243
  %v245 = zext i32 %p4 to i64
  %v246 = add i64 %v242, 512
  %v247 = icmp sle i64 %v246, %v245
  %v248 = icmp sge i64 %v241, 0
  %v249 = and i1 %v247, %v248
  %v250 = and i32 %v3, 2
  %v251 = icmp eq i32 %v250, 0
  br i1 %v251, label %st_owner4, label %join5
st_owner4:
  br i1 %v249, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v252 = icmp ult i64 %v244, %v245
  %v253 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v244
  %v254 = fptrunc float %v204 to half
  store half %v254, half addrspace(1)* %v253, align 2
  %v255 = add i64 %v244, 1
  %v256 = add i64 %v244, 1
  %v257 = icmp ult i64 %v256, %v245
  %v258 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v255
  %v259 = fptrunc float %v206 to half
  store half %v259, half addrspace(1)* %v258, align 2
  %v260 = add i64 %v244, 2
  %v261 = add i64 %v244, 2
  %v262 = icmp ult i64 %v261, %v245
  %v263 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v260
  %v264 = fptrunc float %v208 to half
  store half %v264, half addrspace(1)* %v263, align 2
  %v265 = add i64 %v244, 3
  %v266 = add i64 %v244, 3
  %v267 = icmp ult i64 %v266, %v245
  %v268 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v265
  %v269 = fptrunc float %v210 to half
  store half %v269, half addrspace(1)* %v268, align 2
  %v270 = add i64 %v244, 4
  %v271 = add i64 %v244, 4
  %v272 = icmp ult i64 %v271, %v245
  %v273 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v270
  %v274 = fptrunc float %v212 to half
  store half %v274, half addrspace(1)* %v273, align 2
  %v275 = add i64 %v244, 5
  %v276 = add i64 %v244, 5
  %v277 = icmp ult i64 %v276, %v245
  %v278 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v275
  %v279 = fptrunc float %v214 to half
  store half %v279, half addrspace(1)* %v278, align 2
  %v280 = add i64 %v244, 6
  %v281 = add i64 %v244, 6
  %v282 = icmp ult i64 %v281, %v245
  %v283 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v280
  %v284 = fptrunc float %v216 to half
  store half %v284, half addrspace(1)* %v283, align 2
  %v285 = add i64 %v244, 7
  %v286 = add i64 %v244, 7
  %v287 = icmp ult i64 %v286, %v245
  %v288 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v285
  %v289 = fptrunc float %v218 to half
  store half %v289, half addrspace(1)* %v288, align 2
  br label %st_done8
st_edge7:
  %v290 = icmp ult i64 %v244, %v245
  %v291 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v244
  br i1 %v290, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v292 = fptrunc float %v204 to half
  store half %v292, half addrspace(1)* %v291, align 2
  br label %join10
join10:
  %v293 = add i64 %v244, 1
  %v294 = add i64 %v244, 1
  %v295 = icmp ult i64 %v294, %v245
  %v296 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v293
  br i1 %v295, label %st11, label %join12
st11:
  %v297 = fptrunc float %v206 to half
  store half %v297, half addrspace(1)* %v296, align 2
  br label %join12
join12:
  %v298 = add i64 %v244, 2
  %v299 = add i64 %v244, 2
  %v300 = icmp ult i64 %v299, %v245
  %v301 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v298
  br i1 %v300, label %st13, label %join14
st13:
  %v302 = fptrunc float %v208 to half
  store half %v302, half addrspace(1)* %v301, align 2
  br label %join14
join14:
  %v303 = add i64 %v244, 3
  %v304 = add i64 %v244, 3
  %v305 = icmp ult i64 %v304, %v245
  %v306 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v303
  br i1 %v305, label %st15, label %join16
st15:
  %v307 = fptrunc float %v210 to half
  store half %v307, half addrspace(1)* %v306, align 2
  br label %join16
join16:
  %v308 = add i64 %v244, 4
  %v309 = add i64 %v244, 4
  %v310 = icmp ult i64 %v309, %v245
  %v311 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v308
  br i1 %v310, label %st17, label %join18
st17:
  %v312 = fptrunc float %v212 to half
  store half %v312, half addrspace(1)* %v311, align 2
  br label %join18
join18:
  %v313 = add i64 %v244, 5
  %v314 = add i64 %v244, 5
  %v315 = icmp ult i64 %v314, %v245
  %v316 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v313
  br i1 %v315, label %st19, label %join20
st19:
  %v317 = fptrunc float %v214 to half
  store half %v317, half addrspace(1)* %v316, align 2
  br label %join20
join20:
  %v318 = add i64 %v244, 6
  %v319 = add i64 %v244, 6
  %v320 = icmp ult i64 %v319, %v245
  %v321 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v318
  br i1 %v320, label %st21, label %join22
st21:
  %v322 = fptrunc float %v216 to half
  store half %v322, half addrspace(1)* %v321, align 2
  br label %join22
join22:
  %v323 = add i64 %v244, 7
  %v324 = add i64 %v244, 7
  %v325 = icmp ult i64 %v324, %v245
  %v326 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v323
  br i1 %v325, label %st23, label %join24
st23:
  %v327 = fptrunc float %v218 to half
  store half %v327, half addrspace(1)* %v326, align 2
  br label %join24
join24:
  br label %st_done8
}

declare float @__nv_expf(float)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @silu, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32)* @silu, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel add [T=256]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @add(i16 addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias readonly %p3, i32 %p4, i32 %p5, float addrspace(1)* noalias %p6, i32 %p7, i32 %p8) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 3
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 4
  %v10 = or i32 %v6, %v9
  %v11 = lshr i32 %v2, 2
  %v12 = and i32 %v11, 1
  %v13 = shl i32 %v12, 5
  %v14 = or i32 %v10, %v13
  %v15 = lshr i32 %v2, 3
  %v16 = and i32 %v15, 1
  %v17 = shl i32 %v16, 6
  %v18 = or i32 %v14, %v17
  %v19 = lshr i32 %v2, 4
  %v20 = and i32 %v19, 1
  %v21 = shl i32 %v20, 7
  %v22 = or i32 %v18, %v21
  %v23 = and i32 %v22, 255
  %v24 = sext i32 %v4 to i64
  %v25 = mul i64 %v24, 256
  %v26 = zext i32 %v23 to i64
  %v27 = add i64 %v25, %v26
  %v28 = zext i32 %p1 to i64
  %v29 = add i64 %v25, 256
  %v30 = icmp sle i64 %v29, %v28
  %v31 = icmp sge i64 %v24, 0
  %v32 = and i1 %v30, %v31
  br i1 %v32, label %ld_full1, label %ld_edge2
ld_full1:
  %v33 = icmp ult i64 %v27, %v28
  %v34 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v27
  %v35 = bitcast i16 addrspace(1)* %v34 to <4 x i32> addrspace(1)*
  %v36 = load <4 x i32>, <4 x i32> addrspace(1)* %v35, align 16
  %v37 = extractelement <4 x i32> %v36, i32 0
  %v38 = trunc i32 %v37 to i16
  %v39 = zext i16 %v38 to i32
  %v40 = shl i32 %v39, 16
  %v41 = bitcast i32 %v40 to float
  %v42 = extractelement <4 x i32> %v36, i32 0
  %v43 = lshr i32 %v42, 16
  %v44 = trunc i32 %v43 to i16
  %v45 = zext i16 %v44 to i32
  %v46 = shl i32 %v45, 16
  %v47 = bitcast i32 %v46 to float
  %v48 = extractelement <4 x i32> %v36, i32 1
  %v49 = trunc i32 %v48 to i16
  %v50 = zext i16 %v49 to i32
  %v51 = shl i32 %v50, 16
  %v52 = bitcast i32 %v51 to float
  %v53 = extractelement <4 x i32> %v36, i32 1
  %v54 = lshr i32 %v53, 16
  %v55 = trunc i32 %v54 to i16
  %v56 = zext i16 %v55 to i32
  %v57 = shl i32 %v56, 16
  %v58 = bitcast i32 %v57 to float
  %v59 = extractelement <4 x i32> %v36, i32 2
  %v60 = trunc i32 %v59 to i16
  %v61 = zext i16 %v60 to i32
  %v62 = shl i32 %v61, 16
  %v63 = bitcast i32 %v62 to float
  %v64 = extractelement <4 x i32> %v36, i32 2
  %v65 = lshr i32 %v64, 16
  %v66 = trunc i32 %v65 to i16
  %v67 = zext i16 %v66 to i32
  %v68 = shl i32 %v67, 16
  %v69 = bitcast i32 %v68 to float
  %v70 = extractelement <4 x i32> %v36, i32 3
  %v71 = trunc i32 %v70 to i16
  %v72 = zext i16 %v71 to i32
  %v73 = shl i32 %v72, 16
  %v74 = bitcast i32 %v73 to float
  %v75 = extractelement <4 x i32> %v36, i32 3
  %v76 = lshr i32 %v75, 16
  %v77 = trunc i32 %v76 to i16
  %v78 = zext i16 %v77 to i32
  %v79 = shl i32 %v78, 16
  %v80 = bitcast i32 %v79 to float
  br label %ld_done3
ld_edge2:
  %v81 = bitcast float 0x0000000000000000 to i32
  %v82 = lshr i32 %v81, 16
  %v83 = trunc i32 %v82 to i16
  %v84 = zext i16 %v83 to i32
  %v85 = zext i16 %v83 to i32
  %v86 = shl i32 %v85, 16
  %v87 = or i32 %v84, %v86
  %v88 = icmp ult i64 %v27, %v28
  %v89 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v27
  %v90 = bitcast i16 addrspace(1)* %v89 to <4 x i32> addrspace(1)*
  %v91 = ptrtoint <4 x i32> addrspace(1)* %v90 to i64
  %v92 = zext i1 %v88 to i32
  %v93 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v91, i32 %v92, i32 %v87, i32 %v87, i32 %v87, i32 %v87)
  %v94 = extractvalue {i32, i32, i32, i32} %v93, 0
  %v95 = extractvalue {i32, i32, i32, i32} %v93, 1
  %v96 = extractvalue {i32, i32, i32, i32} %v93, 2
  %v97 = extractvalue {i32, i32, i32, i32} %v93, 3
  %v98 = insertelement <4 x i32> undef, i32 %v94, i32 0
  %v99 = insertelement <4 x i32> %v98, i32 %v95, i32 1
  %v100 = insertelement <4 x i32> %v99, i32 %v96, i32 2
  %v101 = insertelement <4 x i32> %v100, i32 %v97, i32 3
  %v102 = extractelement <4 x i32> %v101, i32 0
  %v103 = trunc i32 %v102 to i16
  %v104 = zext i16 %v103 to i32
  %v105 = shl i32 %v104, 16
  %v106 = bitcast i32 %v105 to float
  %v107 = extractelement <4 x i32> %v101, i32 0
  %v108 = lshr i32 %v107, 16
  %v109 = trunc i32 %v108 to i16
  %v110 = zext i16 %v109 to i32
  %v111 = shl i32 %v110, 16
  %v112 = bitcast i32 %v111 to float
  %v113 = extractelement <4 x i32> %v101, i32 1
  %v114 = trunc i32 %v113 to i16
  %v115 = zext i16 %v114 to i32
  %v116 = shl i32 %v115, 16
  %v117 = bitcast i32 %v116 to float
  %v118 = extractelement <4 x i32> %v101, i32 1
  %v119 = lshr i32 %v118, 16
  %v120 = trunc i32 %v119 to i16
  %v121 = zext i16 %v120 to i32
  %v122 = shl i32 %v121, 16
  %v123 = bitcast i32 %v122 to float
  %v124 = extractelement <4 x i32> %v101, i32 2
  %v125 = trunc i32 %v124 to i16
  %v126 = zext i16 %v125 to i32
  %v127 = shl i32 %v126, 16
  %v128 = bitcast i32 %v127 to float
  %v129 = extractelement <4 x i32> %v101, i32 2
  %v130 = lshr i32 %v129, 16
  %v131 = trunc i32 %v130 to i16
  %v132 = zext i16 %v131 to i32
  %v133 = shl i32 %v132, 16
  %v134 = bitcast i32 %v133 to float
  %v135 = extractelement <4 x i32> %v101, i32 3
  %v136 = trunc i32 %v135 to i16
  %v137 = zext i16 %v136 to i32
  %v138 = shl i32 %v137, 16
  %v139 = bitcast i32 %v138 to float
  %v140 = extractelement <4 x i32> %v101, i32 3
  %v141 = lshr i32 %v140, 16
  %v142 = trunc i32 %v141 to i16
  %v143 = zext i16 %v142 to i32
  %v144 = shl i32 %v143, 16
  %v145 = bitcast i32 %v144 to float
  br label %ld_done3
ld_done3:
  %v146 = phi float [ %v41, %ld_full1 ], [ %v106, %ld_edge2 ]
  %v147 = phi float [ %v47, %ld_full1 ], [ %v112, %ld_edge2 ]
  %v148 = phi float [ %v52, %ld_full1 ], [ %v117, %ld_edge2 ]
  %v149 = phi float [ %v58, %ld_full1 ], [ %v123, %ld_edge2 ]
  %v150 = phi float [ %v63, %ld_full1 ], [ %v128, %ld_edge2 ]
  %v151 = phi float [ %v69, %ld_full1 ], [ %v134, %ld_edge2 ]
  %v152 = phi float [ %v74, %ld_full1 ], [ %v139, %ld_edge2 ]
  %v153 = phi float [ %v80, %ld_full1 ], [ %v145, %ld_edge2 ]
  %v154 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v155 = and i32 %v2, 1
  %v156 = shl i32 %v155, 2
  %v157 = lshr i32 %v2, 1
  %v158 = and i32 %v157, 1
  %v159 = shl i32 %v158, 3
  %v160 = or i32 %v156, %v159
  %v161 = lshr i32 %v2, 2
  %v162 = and i32 %v161, 1
  %v163 = shl i32 %v162, 4
  %v164 = or i32 %v160, %v163
  %v165 = lshr i32 %v2, 3
  %v166 = and i32 %v165, 1
  %v167 = shl i32 %v166, 5
  %v168 = or i32 %v164, %v167
  %v169 = lshr i32 %v2, 4
  %v170 = and i32 %v169, 1
  %v171 = shl i32 %v170, 6
  %v172 = or i32 %v168, %v171
  %v173 = and i32 %v3, 1
  %v174 = shl i32 %v173, 7
  %v175 = or i32 %v172, %v174
  %v176 = and i32 %v175, 255
  %v177 = sext i32 %v154 to i64
  %v178 = mul i64 %v177, 256
  %v179 = zext i32 %v176 to i64
  %v180 = add i64 %v178, %v179
  %v181 = zext i32 %p4 to i64
  %v182 = add i64 %v178, 256
  %v183 = icmp sle i64 %v182, %v181
  %v184 = icmp sge i64 %v177, 0
  %v185 = and i1 %v183, %v184
  br i1 %v185, label %ld_full4, label %ld_edge5
ld_full4:
  %v186 = icmp ult i64 %v180, %v181
  %v187 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v180
  %v188 = bitcast float addrspace(1)* %v187 to <4 x float> addrspace(1)*
  %v189 = load <4 x float>, <4 x float> addrspace(1)* %v188, align 16
  %v190 = extractelement <4 x float> %v189, i32 0
  %v191 = extractelement <4 x float> %v189, i32 1
  %v192 = extractelement <4 x float> %v189, i32 2
  %v193 = extractelement <4 x float> %v189, i32 3
  br label %ld_done6
ld_edge5:
  %v194 = bitcast float 0x0000000000000000 to i32
  %v195 = icmp ult i64 %v180, %v181
  %v196 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v180
  %v197 = bitcast float addrspace(1)* %v196 to <4 x float> addrspace(1)*
  %v198 = ptrtoint <4 x float> addrspace(1)* %v197 to i64
  %v199 = zext i1 %v195 to i32
  %v200 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v198, i32 %v199, i32 %v194, i32 %v194, i32 %v194, i32 %v194)
  %v201 = extractvalue {i32, i32, i32, i32} %v200, 0
  %v202 = extractvalue {i32, i32, i32, i32} %v200, 1
  %v203 = extractvalue {i32, i32, i32, i32} %v200, 2
  %v204 = extractvalue {i32, i32, i32, i32} %v200, 3
  %v205 = bitcast i32 %v201 to float
  %v206 = bitcast i32 %v202 to float
  %v207 = bitcast i32 %v203 to float
  %v208 = bitcast i32 %v204 to float
  %v209 = insertelement <4 x float> undef, float %v205, i32 0
  %v210 = insertelement <4 x float> %v209, float %v206, i32 1
  %v211 = insertelement <4 x float> %v210, float %v207, i32 2
  %v212 = insertelement <4 x float> %v211, float %v208, i32 3
  %v213 = extractelement <4 x float> %v212, i32 0
  %v214 = extractelement <4 x float> %v212, i32 1
  %v215 = extractelement <4 x float> %v212, i32 2
  %v216 = extractelement <4 x float> %v212, i32 3
  br label %ld_done6
ld_done6:
  %v217 = phi float [ %v190, %ld_full4 ], [ %v213, %ld_edge5 ]
  %v218 = phi float [ %v191, %ld_full4 ], [ %v214, %ld_edge5 ]
  %v219 = phi float [ %v192, %ld_full4 ], [ %v215, %ld_edge5 ]
  %v220 = phi float [ %v193, %ld_full4 ], [ %v216, %ld_edge5 ]
  %v221 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  call void @llvm.nvvm.barrier0()
  %v222 = and i32 %v2, 1
  %v223 = shl i32 %v222, 2
  %v224 = lshr i32 %v2, 1
  %v225 = and i32 %v224, 1
  %v226 = shl i32 %v225, 3
  %v227 = or i32 %v223, %v226
  %v228 = lshr i32 %v2, 2
  %v229 = and i32 %v228, 1
  %v230 = shl i32 %v229, 4
  %v231 = or i32 %v227, %v230
  %v232 = lshr i32 %v2, 3
  %v233 = and i32 %v232, 1
  %v234 = shl i32 %v233, 5
  %v235 = or i32 %v231, %v234
  %v236 = lshr i32 %v2, 4
  %v237 = and i32 %v236, 1
  %v238 = shl i32 %v237, 6
  %v239 = or i32 %v235, %v238
  %v240 = and i32 %v3, 1
  %v241 = shl i32 %v240, 7
  %v242 = or i32 %v239, %v241
  %v243 = shl i32 %v242, 2
  %v244 = lshr i32 %v243, 10
  %v245 = and i32 %v244, 7
  %v246 = shl i32 %v245, 4
  %v247 = xor i32 %v243, %v246
  %v248 = insertelement <4 x float> undef, float %v217, i32 0
  %v249 = insertelement <4 x float> %v248, float %v218, i32 1
  %v250 = insertelement <4 x float> %v249, float %v219, i32 2
  %v251 = insertelement <4 x float> %v250, float %v220, i32 3
  %v252 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v247
  %v253 = bitcast i8 addrspace(3)* %v252 to <4 x float> addrspace(3)*
  store <4 x float> %v251, <4 x float> addrspace(3)* %v253, align 16
  call void @llvm.nvvm.barrier0()
  %v254 = and i32 %v2, 1
  %v255 = shl i32 %v254, 3
  %v256 = lshr i32 %v2, 1
  %v257 = and i32 %v256, 1
  %v258 = shl i32 %v257, 4
  %v259 = or i32 %v255, %v258
  %v260 = lshr i32 %v2, 2
  %v261 = and i32 %v260, 1
  %v262 = shl i32 %v261, 5
  %v263 = or i32 %v259, %v262
  %v264 = lshr i32 %v2, 3
  %v265 = and i32 %v264, 1
  %v266 = shl i32 %v265, 6
  %v267 = or i32 %v263, %v266
  %v268 = lshr i32 %v2, 4
  %v269 = and i32 %v268, 1
  %v270 = shl i32 %v269, 7
  %v271 = or i32 %v267, %v270
  %v272 = shl i32 %v271, 2
  %v273 = lshr i32 %v272, 10
  %v274 = and i32 %v273, 7
  %v275 = shl i32 %v274, 4
  %v276 = xor i32 %v272, %v275
  %v277 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v276
  %v278 = bitcast i8 addrspace(3)* %v277 to <4 x float> addrspace(3)*
  %v279 = load <4 x float>, <4 x float> addrspace(3)* %v278, align 16
  %v280 = extractelement <4 x float> %v279, i32 0
  %v281 = extractelement <4 x float> %v279, i32 1
  %v282 = extractelement <4 x float> %v279, i32 2
  %v283 = extractelement <4 x float> %v279, i32 3
  %v284 = xor i32 %v276, 16
  %v285 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v284
  %v286 = bitcast i8 addrspace(3)* %v285 to <4 x float> addrspace(3)*
  %v287 = load <4 x float>, <4 x float> addrspace(3)* %v286, align 16
  %v288 = extractelement <4 x float> %v287, i32 0
  %v289 = extractelement <4 x float> %v287, i32 1
  %v290 = extractelement <4 x float> %v287, i32 2
  %v291 = extractelement <4 x float> %v287, i32 3
  %v292 = fadd float %v146, %v280
  %v293 = fadd float %v147, %v281
  %v294 = fadd float %v148, %v282
  %v295 = fadd float %v149, %v283
  %v296 = fadd float %v150, %v288
  %v297 = fadd float %v151, %v289
  %v298 = fadd float %v152, %v290
  %v299 = fadd float %v153, %v291
  %v300 = and i32 %v2, 1
  %v301 = shl i32 %v300, 3
  %v302 = lshr i32 %v2, 1
  %v303 = and i32 %v302, 1
  %v304 = shl i32 %v303, 4
  %v305 = or i32 %v301, %v304
  %v306 = lshr i32 %v2, 2
  %v307 = and i32 %v306, 1
  %v308 = shl i32 %v307, 5
  %v309 = or i32 %v305, %v308
  %v310 = lshr i32 %v2, 3
  %v311 = and i32 %v310, 1
  %v312 = shl i32 %v311, 6
  %v313 = or i32 %v309, %v312
  %v314 = lshr i32 %v2, 4
  %v315 = and i32 %v314, 1
  %v316 = shl i32 %v315, 7
  %v317 = or i32 %v313, %v316
  %v318 = and i32 %v317, 255
  %v319 = sext i32 %v221 to i64
  %v320 = mul i64 %v319, 256
  %v321 = zext i32 %v318 to i64
  %v322 = add i64 %v320, %v321
  %v323 = zext i32 %p7 to i64
  %v324 = add i64 %v320, 256
  %v325 = icmp sle i64 %v324, %v323
  %v326 = icmp sge i64 %v319, 0
  %v327 = and i1 %v325, %v326
  %v328 = and i32 %v3, 3
  %v329 = icmp eq i32 %v328, 0
  br i1 %v329, label %st_owner7, label %join8
st_owner7:
  br i1 %v327, label %st_full9, label %st_edge10
join8:
  ret void
st_full9:
  %v330 = icmp ult i64 %v322, %v323
  %v331 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v322
  %v332 = insertelement <4 x float> undef, float %v292, i32 0
  %v333 = insertelement <4 x float> %v332, float %v293, i32 1
  %v334 = insertelement <4 x float> %v333, float %v294, i32 2
  %v335 = insertelement <4 x float> %v334, float %v295, i32 3
  %v336 = bitcast float addrspace(1)* %v331 to <4 x float> addrspace(1)*
  store <4 x float> %v335, <4 x float> addrspace(1)* %v336, align 16
  %v337 = add i64 %v322, 4
  %v338 = add i64 %v322, 4
  %v339 = icmp ult i64 %v338, %v323
  %v340 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v337
  %v341 = insertelement <4 x float> undef, float %v296, i32 0
  %v342 = insertelement <4 x float> %v341, float %v297, i32 1
  %v343 = insertelement <4 x float> %v342, float %v298, i32 2
  %v344 = insertelement <4 x float> %v343, float %v299, i32 3
  %v345 = bitcast float addrspace(1)* %v340 to <4 x float> addrspace(1)*
  store <4 x float> %v344, <4 x float> addrspace(1)* %v345, align 16
  br label %st_done11
st_edge10:
  %v346 = icmp ult i64 %v322, %v323
  %v347 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v322
  br i1 %v346, label %st12, label %join13
st_done11:
  br label %join8
st12:
  %v348 = insertelement <4 x float> undef, float %v292, i32 0
  %v349 = insertelement <4 x float> %v348, float %v293, i32 1
  %v350 = insertelement <4 x float> %v349, float %v294, i32 2
  %v351 = insertelement <4 x float> %v350, float %v295, i32 3
  %v352 = bitcast float addrspace(1)* %v347 to <4 x float> addrspace(1)*
  store <4 x float> %v351, <4 x float> addrspace(1)* %v352, align 16
  br label %join13
join13:
  %v353 = add i64 %v322, 4
  %v354 = add i64 %v322, 4
  %v355 = icmp ult i64 %v354, %v323
  %v356 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v353
  br i1 %v355, label %st14, label %join15
st14:
  %v357 = insertelement <4 x float> undef, float %v296, i32 0
  %v358 = insertelement <4 x float> %v357, float %v297, i32 1
  %v359 = insertelement <4 x float> %v358, float %v298, i32 2
  %v360 = insertelement <4 x float> %v359, float %v299, i32 3
  %v361 = bitcast float addrspace(1)* %v356 to <4 x float> addrspace(1)*
  store <4 x float> %v360, <4 x float> addrspace(1)* %v361, align 16
  br label %join15
join15:
  br label %st_done11
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (i16 addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @add, !"kernel", i32 1}
!1 = !{void (i16 addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @add, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
