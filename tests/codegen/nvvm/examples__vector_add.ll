; kernel vector_add [T=256]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @vector_add(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, float addrspace(1)* noalias readonly %p3, i32 %p4, i32 %p5, float addrspace(1)* noalias %p6, i32 %p7, i32 %p8) {
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
  %v71 = and i32 %v2, 1
  %v72 = shl i32 %v71, 2
  %v73 = lshr i32 %v2, 1
  %v74 = and i32 %v73, 1
  %v75 = shl i32 %v74, 3
  %v76 = or i32 %v72, %v75
  %v77 = lshr i32 %v2, 2
  %v78 = and i32 %v77, 1
  %v79 = shl i32 %v78, 4
  %v80 = or i32 %v76, %v79
  %v81 = lshr i32 %v2, 3
  %v82 = and i32 %v81, 1
  %v83 = shl i32 %v82, 5
  %v84 = or i32 %v80, %v83
  %v85 = lshr i32 %v2, 4
  %v86 = and i32 %v85, 1
  %v87 = shl i32 %v86, 6
  %v88 = or i32 %v84, %v87
  %v89 = and i32 %v3, 1
  %v90 = shl i32 %v89, 7
  %v91 = or i32 %v88, %v90
  %v92 = and i32 %v91, 255
  %v93 = sext i32 %v4 to i64
  %v94 = mul i64 %v93, 256
  %v95 = zext i32 %v92 to i64
  %v96 = add i64 %v94, %v95
  %v97 = zext i32 %p4 to i64
  %v98 = add i64 %v94, 256
  %v99 = icmp sle i64 %v98, %v97
  %v100 = icmp sge i64 %v93, 0
  %v101 = and i1 %v99, %v100
  br i1 %v101, label %ld_full4, label %ld_edge5
ld_full4:
  %v102 = icmp ult i64 %v96, %v97
  %v103 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v96
  %v104 = bitcast float addrspace(1)* %v103 to <4 x float> addrspace(1)*
  %v105 = load <4 x float>, <4 x float> addrspace(1)* %v104, align 16
  %v106 = extractelement <4 x float> %v105, i32 0
  %v107 = extractelement <4 x float> %v105, i32 1
  %v108 = extractelement <4 x float> %v105, i32 2
  %v109 = extractelement <4 x float> %v105, i32 3
  br label %ld_done6
ld_edge5:
  %v110 = bitcast float 0x0000000000000000 to i32
  %v111 = icmp ult i64 %v96, %v97
  %v112 = getelementptr inbounds float, float addrspace(1)* %p3, i64 %v96
  %v113 = bitcast float addrspace(1)* %v112 to <4 x float> addrspace(1)*
  %v114 = ptrtoint <4 x float> addrspace(1)* %v113 to i64
  %v115 = zext i1 %v111 to i32
  %v116 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v114, i32 %v115, i32 %v110, i32 %v110, i32 %v110, i32 %v110)
  %v117 = extractvalue {i32, i32, i32, i32} %v116, 0
  %v118 = extractvalue {i32, i32, i32, i32} %v116, 1
  %v119 = extractvalue {i32, i32, i32, i32} %v116, 2
  %v120 = extractvalue {i32, i32, i32, i32} %v116, 3
  %v121 = bitcast i32 %v117 to float
  %v122 = bitcast i32 %v118 to float
  %v123 = bitcast i32 %v119 to float
  %v124 = bitcast i32 %v120 to float
  %v125 = insertelement <4 x float> undef, float %v121, i32 0
  %v126 = insertelement <4 x float> %v125, float %v122, i32 1
  %v127 = insertelement <4 x float> %v126, float %v123, i32 2
  %v128 = insertelement <4 x float> %v127, float %v124, i32 3
  %v129 = extractelement <4 x float> %v128, i32 0
  %v130 = extractelement <4 x float> %v128, i32 1
  %v131 = extractelement <4 x float> %v128, i32 2
  %v132 = extractelement <4 x float> %v128, i32 3
  br label %ld_done6
ld_done6:
  %v133 = phi float [ %v106, %ld_full4 ], [ %v129, %ld_edge5 ]
  %v134 = phi float [ %v107, %ld_full4 ], [ %v130, %ld_edge5 ]
  %v135 = phi float [ %v108, %ld_full4 ], [ %v131, %ld_edge5 ]
  %v136 = phi float [ %v109, %ld_full4 ], [ %v132, %ld_edge5 ]
  %v137 = fadd float %v67, %v133
  %v138 = fadd float %v68, %v134
  %v139 = fadd float %v69, %v135
  %v140 = fadd float %v70, %v136
  %v141 = and i32 %v2, 1
  %v142 = shl i32 %v141, 2
  %v143 = lshr i32 %v2, 1
  %v144 = and i32 %v143, 1
  %v145 = shl i32 %v144, 3
  %v146 = or i32 %v142, %v145
  %v147 = lshr i32 %v2, 2
  %v148 = and i32 %v147, 1
  %v149 = shl i32 %v148, 4
  %v150 = or i32 %v146, %v149
  %v151 = lshr i32 %v2, 3
  %v152 = and i32 %v151, 1
  %v153 = shl i32 %v152, 5
  %v154 = or i32 %v150, %v153
  %v155 = lshr i32 %v2, 4
  %v156 = and i32 %v155, 1
  %v157 = shl i32 %v156, 6
  %v158 = or i32 %v154, %v157
  %v159 = and i32 %v3, 1
  %v160 = shl i32 %v159, 7
  %v161 = or i32 %v158, %v160
  %v162 = and i32 %v161, 255
  %v163 = sext i32 %v4 to i64
  %v164 = mul i64 %v163, 256
  %v165 = zext i32 %v162 to i64
  %v166 = add i64 %v164, %v165
  %v167 = zext i32 %p7 to i64
  %v168 = add i64 %v164, 256
  %v169 = icmp sle i64 %v168, %v167
  %v170 = icmp sge i64 %v163, 0
  %v171 = and i1 %v169, %v170
  %v172 = and i32 %v3, 2
  %v173 = icmp eq i32 %v172, 0
  br i1 %v173, label %st_owner7, label %join8
st_owner7:
  br i1 %v171, label %st_full9, label %st_edge10
join8:
  ret void
st_full9:
  %v174 = icmp ult i64 %v166, %v167
  %v175 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v166
  %v176 = insertelement <4 x float> undef, float %v137, i32 0
  %v177 = insertelement <4 x float> %v176, float %v138, i32 1
  %v178 = insertelement <4 x float> %v177, float %v139, i32 2
  %v179 = insertelement <4 x float> %v178, float %v140, i32 3
  %v180 = bitcast float addrspace(1)* %v175 to <4 x float> addrspace(1)*
  store <4 x float> %v179, <4 x float> addrspace(1)* %v180, align 16
  br label %st_done11
st_edge10:
  %v181 = icmp ult i64 %v166, %v167
  %v182 = getelementptr inbounds float, float addrspace(1)* %p6, i64 %v166
  br i1 %v181, label %st12, label %join13
st_done11:
  br label %join8
st12:
  %v183 = insertelement <4 x float> undef, float %v137, i32 0
  %v184 = insertelement <4 x float> %v183, float %v138, i32 1
  %v185 = insertelement <4 x float> %v184, float %v139, i32 2
  %v186 = insertelement <4 x float> %v185, float %v140, i32 3
  %v187 = bitcast float addrspace(1)* %v182 to <4 x float> addrspace(1)*
  store <4 x float> %v186, <4 x float> addrspace(1)* %v187, align 16
  br label %join13
join13:
  br label %st_done11
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @vector_add, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @vector_add, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel vector_add [T=256]
; another specialisation of `vector_add` (the first is written out above): 232 lines, sha256 512ab95e285a873a7061404c31e6dec64e05147156c662ac27e7431a39731d8a
; lines with addrspace(1) 21

; kernel vector_add [T=256]
; another specialisation of `vector_add` (the first is written out above): 300 lines, sha256 755e0251b1ebe9221780171d0463bed2f4051b0e76b46a5ced622bbd8a00db04
; lines with addrspace(1) 51

; kernel vector_add [T=1024]
; another specialisation of `vector_add` (the first is written out above): 342 lines, sha256 6290704c8b259204beaedc585f7aa22a01333834743401b421a27b413ed6d9d2
; lines with addrspace(1) 39
