; kernel persistent_matmul [tm=64, tn=64, tk=32, W=8]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16
@str0 = private unnamed_addr addrspace(1) constant [24 x i8] c"`for` loop with step 0\0A\00", align 1

define void @persistent_matmul(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, half addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9, float addrspace(1)* noalias %p10, i32 %p11, i32 %p12, i32 %p13, i32 %p14) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = icmp eq i32 64, 0
  %v5 = select i1 %v4, i32 1, i32 64
  %v6 = icmp eq i32 64, -1
  %v7 = select i1 %v6, i32 1, i32 %v5
  %v8 = sdiv i32 %p1, %v7
  %v9 = sub i32 0, %v8
  %v10 = select i1 %v6, i32 %v9, i32 %v8
  %v11 = srem i32 %p1, %v7
  %v12 = select i1 %v6, i32 0, i32 %v11
  %v13 = icmp ne i32 %v12, 0
  %v14 = xor i32 %v12, 64
  %v15 = icmp sge i32 %v14, 0
  %v16 = and i1 %v13, %v15
  %v17 = add i32 %v10, 1
  %v18 = select i1 %v16, i32 %v17, i32 %v10
  %v19 = select i1 %v4, i32 0, i32 %v18
  %v20 = icmp eq i32 64, 0
  %v21 = select i1 %v20, i32 1, i32 64
  %v22 = icmp eq i32 64, -1
  %v23 = select i1 %v22, i32 1, i32 %v21
  %v24 = sdiv i32 %p7, %v23
  %v25 = sub i32 0, %v24
  %v26 = select i1 %v22, i32 %v25, i32 %v24
  %v27 = srem i32 %p7, %v23
  %v28 = select i1 %v22, i32 0, i32 %v27
  %v29 = icmp ne i32 %v28, 0
  %v30 = xor i32 %v28, 64
  %v31 = icmp sge i32 %v30, 0
  %v32 = and i1 %v29, %v31
  %v33 = add i32 %v26, 1
  %v34 = select i1 %v32, i32 %v33, i32 %v26
  %v35 = select i1 %v20, i32 0, i32 %v34
  %v36 = mul i32 %v19, %v35
  %v37 = icmp eq i32 32, 0
  %v38 = select i1 %v37, i32 1, i32 32
  %v39 = icmp eq i32 32, -1
  %v40 = select i1 %v39, i32 1, i32 %v38
  %v41 = sdiv i32 %p2, %v40
  %v42 = sub i32 0, %v41
  %v43 = select i1 %v39, i32 %v42, i32 %v41
  %v44 = srem i32 %p2, %v40
  %v45 = select i1 %v39, i32 0, i32 %v44
  %v46 = icmp ne i32 %v45, 0
  %v47 = xor i32 %v45, 32
  %v48 = icmp sge i32 %v47, 0
  %v49 = and i1 %v46, %v48
  %v50 = add i32 %v43, 1
  %v51 = select i1 %v49, i32 %v50, i32 %v43
  %v52 = select i1 %v37, i32 0, i32 %v51
  %v53 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v54 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %v55 = sext i32 %v53 to i64
  %v56 = sext i32 %v36 to i64
  %v57 = sext i32 %v54 to i64
  %v58 = icmp eq i64 %v57, 0
  br i1 %v58, label %trap1, label %ok2
trap1:
  %v59 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([24 x i8], [24 x i8] addrspace(1)* @str0, i64 0, i64 0) to i8*
  %v60 = call i32 @vprintf(i8* %v59, i8* null)
  call void @llvm.trap()
  unreachable
ok2:
  br label %for3
for3:
  %v61 = phi i64 [ %v55, %ok2 ], [ %v1259, %st_done22 ]
  %v62 = icmp slt i64 %v61, %v56
  %v63 = icmp sgt i64 %v61, %v56
  %v64 = icmp sgt i64 %v57, 0
  %v65 = select i1 %v64, i1 %v62, i1 %v63
  br i1 %v65, label %body4, label %endfor5
body4:
  %v66 = trunc i64 %v61 to i32
  %v67 = icmp eq i32 64, 0
  %v68 = select i1 %v67, i32 1, i32 64
  %v69 = icmp eq i32 64, -1
  %v70 = select i1 %v69, i32 1, i32 %v68
  %v71 = sdiv i32 %p1, %v70
  %v72 = sub i32 0, %v71
  %v73 = select i1 %v69, i32 %v72, i32 %v71
  %v74 = srem i32 %p1, %v70
  %v75 = select i1 %v69, i32 0, i32 %v74
  %v76 = icmp ne i32 %v75, 0
  %v77 = xor i32 %v75, 64
  %v78 = icmp sge i32 %v77, 0
  %v79 = and i1 %v76, %v78
  %v80 = add i32 %v73, 1
  %v81 = select i1 %v79, i32 %v80, i32 %v73
  %v82 = select i1 %v67, i32 0, i32 %v81
  %v83 = icmp eq i32 64, 0
  %v84 = select i1 %v83, i32 1, i32 64
  %v85 = icmp eq i32 64, -1
  %v86 = select i1 %v85, i32 1, i32 %v84
  %v87 = sdiv i32 %p7, %v86
  %v88 = sub i32 0, %v87
  %v89 = select i1 %v85, i32 %v88, i32 %v87
  %v90 = srem i32 %p7, %v86
  %v91 = select i1 %v85, i32 0, i32 %v90
  %v92 = icmp ne i32 %v91, 0
  %v93 = xor i32 %v91, 64
  %v94 = icmp sge i32 %v93, 0
  %v95 = and i1 %v92, %v94
  %v96 = add i32 %v89, 1
  %v97 = select i1 %v95, i32 %v96, i32 %v89
  %v98 = select i1 %v83, i32 0, i32 %v97
  %v99 = mul i32 8, %v98
  %v100 = icmp eq i32 %v99, 0
  %v101 = select i1 %v100, i32 1, i32 %v99
  %v102 = icmp eq i32 %v99, -1
  %v103 = select i1 %v102, i32 1, i32 %v101
  %v104 = sdiv i32 %v66, %v103
  %v105 = sub i32 0, %v104
  %v106 = select i1 %v102, i32 %v105, i32 %v104
  %v107 = srem i32 %v66, %v103
  %v108 = select i1 %v102, i32 0, i32 %v107
  %v109 = icmp ne i32 %v108, 0
  %v110 = xor i32 %v108, %v99
  %v111 = icmp slt i32 %v110, 0
  %v112 = and i1 %v109, %v111
  %v113 = sub i32 %v106, 1
  %v114 = add i32 %v108, %v99
  %v115 = select i1 %v112, i32 %v113, i32 %v106
  %v116 = select i1 %v112, i32 %v114, i32 %v108
  %v117 = select i1 %v100, i32 0, i32 %v115
  %v118 = mul i32 %v117, 8
  %v119 = sub i32 %v82, %v118
  %v120 = icmp slt i32 %v119, 8
  %v121 = select i1 %v120, i32 %v119, i32 8
  %v122 = icmp eq i32 %v121, 0
  %v123 = select i1 %v122, i32 1, i32 %v121
  %v124 = icmp eq i32 %v121, -1
  %v125 = select i1 %v124, i32 1, i32 %v123
  %v126 = sdiv i32 %v66, %v125
  %v127 = sub i32 0, %v126
  %v128 = select i1 %v124, i32 %v127, i32 %v126
  %v129 = srem i32 %v66, %v125
  %v130 = select i1 %v124, i32 0, i32 %v129
  %v131 = icmp ne i32 %v130, 0
  %v132 = xor i32 %v130, %v121
  %v133 = icmp slt i32 %v132, 0
  %v134 = and i1 %v131, %v133
  %v135 = sub i32 %v128, 1
  %v136 = add i32 %v130, %v121
  %v137 = select i1 %v134, i32 %v135, i32 %v128
  %v138 = select i1 %v134, i32 %v136, i32 %v130
  %v139 = select i1 %v122, i32 %v66, i32 %v138
  %v140 = add i32 %v118, %v139
  %v141 = mul i32 8, %v98
  %v142 = icmp eq i32 %v141, 0
  %v143 = select i1 %v142, i32 1, i32 %v141
  %v144 = icmp eq i32 %v141, -1
  %v145 = select i1 %v144, i32 1, i32 %v143
  %v146 = sdiv i32 %v66, %v145
  %v147 = sub i32 0, %v146
  %v148 = select i1 %v144, i32 %v147, i32 %v146
  %v149 = srem i32 %v66, %v145
  %v150 = select i1 %v144, i32 0, i32 %v149
  %v151 = icmp ne i32 %v150, 0
  %v152 = xor i32 %v150, %v141
  %v153 = icmp slt i32 %v152, 0
  %v154 = and i1 %v151, %v153
  %v155 = sub i32 %v148, 1
  %v156 = add i32 %v150, %v141
  %v157 = select i1 %v154, i32 %v155, i32 %v148
  %v158 = select i1 %v154, i32 %v156, i32 %v150
  %v159 = select i1 %v142, i32 %v66, i32 %v158
  %v160 = icmp eq i32 %v121, 0
  %v161 = select i1 %v160, i32 1, i32 %v121
  %v162 = icmp eq i32 %v121, -1
  %v163 = select i1 %v162, i32 1, i32 %v161
  %v164 = sdiv i32 %v159, %v163
  %v165 = sub i32 0, %v164
  %v166 = select i1 %v162, i32 %v165, i32 %v164
  %v167 = srem i32 %v159, %v163
  %v168 = select i1 %v162, i32 0, i32 %v167
  %v169 = icmp ne i32 %v168, 0
  %v170 = xor i32 %v168, %v121
  %v171 = icmp slt i32 %v170, 0
  %v172 = and i1 %v169, %v171
  %v173 = sub i32 %v166, 1
  %v174 = add i32 %v168, %v121
  %v175 = select i1 %v172, i32 %v173, i32 %v166
  %v176 = select i1 %v172, i32 %v174, i32 %v168
  %v177 = select i1 %v160, i32 0, i32 %v175
  %v178 = sext i32 %v52 to i64
  br label %for6
endfor5:
  ret void
for6:
  %v179 = phi float [ 0x0000000000000000, %body4 ], [ %v1098, %mma_tile_done17 ]
  %v180 = phi float [ 0x0000000000000000, %body4 ], [ %v1099, %mma_tile_done17 ]
  %v181 = phi float [ 0x0000000000000000, %body4 ], [ %v1100, %mma_tile_done17 ]
  %v182 = phi float [ 0x0000000000000000, %body4 ], [ %v1101, %mma_tile_done17 ]
  %v183 = phi float [ 0x0000000000000000, %body4 ], [ %v1102, %mma_tile_done17 ]
  %v184 = phi float [ 0x0000000000000000, %body4 ], [ %v1103, %mma_tile_done17 ]
  %v185 = phi float [ 0x0000000000000000, %body4 ], [ %v1104, %mma_tile_done17 ]
  %v186 = phi float [ 0x0000000000000000, %body4 ], [ %v1105, %mma_tile_done17 ]
  %v187 = phi float [ 0x0000000000000000, %body4 ], [ %v1106, %mma_tile_done17 ]
  %v188 = phi float [ 0x0000000000000000, %body4 ], [ %v1107, %mma_tile_done17 ]
  %v189 = phi float [ 0x0000000000000000, %body4 ], [ %v1108, %mma_tile_done17 ]
  %v190 = phi float [ 0x0000000000000000, %body4 ], [ %v1109, %mma_tile_done17 ]
  %v191 = phi float [ 0x0000000000000000, %body4 ], [ %v1110, %mma_tile_done17 ]
  %v192 = phi float [ 0x0000000000000000, %body4 ], [ %v1111, %mma_tile_done17 ]
  %v193 = phi float [ 0x0000000000000000, %body4 ], [ %v1112, %mma_tile_done17 ]
  %v194 = phi float [ 0x0000000000000000, %body4 ], [ %v1113, %mma_tile_done17 ]
  %v195 = phi i64 [ 0, %body4 ], [ %v1114, %mma_tile_done17 ]
  %v196 = icmp slt i64 %v195, %v178
  %v197 = icmp sgt i64 %v195, %v178
  %v198 = icmp sgt i64 1, 0
  %v199 = select i1 %v198, i1 %v196, i1 %v197
  br i1 %v199, label %body7, label %endfor8
body7:
  %v200 = trunc i64 %v195 to i32
  %v201 = and i32 %v2, 1
  %v202 = shl i32 %v201, 3
  %v203 = lshr i32 %v2, 1
  %v204 = and i32 %v203, 1
  %v205 = shl i32 %v204, 4
  %v206 = or i32 %v202, %v205
  %v207 = lshr i32 %v2, 2
  %v208 = and i32 %v207, 1
  %v209 = shl i32 %v208, 5
  %v210 = or i32 %v206, %v209
  %v211 = lshr i32 %v2, 3
  %v212 = and i32 %v211, 1
  %v213 = shl i32 %v212, 6
  %v214 = or i32 %v210, %v213
  %v215 = lshr i32 %v2, 4
  %v216 = and i32 %v215, 1
  %v217 = shl i32 %v216, 7
  %v218 = or i32 %v214, %v217
  %v219 = and i32 %v3, 1
  %v220 = shl i32 %v219, 8
  %v221 = or i32 %v218, %v220
  %v222 = lshr i32 %v3, 1
  %v223 = and i32 %v222, 1
  %v224 = shl i32 %v223, 9
  %v225 = or i32 %v221, %v224
  %v226 = lshr i32 %v3, 2
  %v227 = and i32 %v226, 1
  %v228 = shl i32 %v227, 10
  %v229 = or i32 %v225, %v228
  %v230 = lshr i32 %v229, 5
  %v231 = and i32 %v230, 63
  %v232 = and i32 %v229, 31
  %v233 = sext i32 %v140 to i64
  %v234 = mul i64 %v233, 64
  %v235 = zext i32 %v231 to i64
  %v236 = add i64 %v234, %v235
  %v237 = sext i32 %p3 to i64
  %v238 = zext i32 %p1 to i64
  %v239 = mul i64 %v236, %v237
  %v240 = add i64 %v234, 64
  %v241 = icmp sle i64 %v240, %v238
  %v242 = icmp sge i64 %v233, 0
  %v243 = and i1 %v241, %v242
  %v244 = sext i32 %v200 to i64
  %v245 = mul i64 %v244, 32
  %v246 = zext i32 %v232 to i64
  %v247 = add i64 %v245, %v246
  %v248 = zext i32 %p2 to i64
  %v249 = add i64 %v239, %v247
  %v250 = add i64 %v245, 32
  %v251 = icmp sle i64 %v250, %v248
  %v252 = icmp sge i64 %v244, 0
  %v253 = and i1 %v251, %v252
  %v254 = and i1 %v243, %v253
  br i1 %v254, label %ld_full9, label %ld_edge10
endfor8:
  %v1115 = and i32 %v2, 1
  %v1116 = shl i32 %v1115, 2
  %v1117 = lshr i32 %v2, 1
  %v1118 = and i32 %v1117, 1
  %v1119 = shl i32 %v1118, 3
  %v1120 = or i32 %v1116, %v1119
  %v1121 = lshr i32 %v2, 2
  %v1122 = and i32 %v1121, 1
  %v1123 = shl i32 %v1122, 4
  %v1124 = or i32 %v1120, %v1123
  %v1125 = lshr i32 %v2, 3
  %v1126 = and i32 %v1125, 1
  %v1127 = shl i32 %v1126, 5
  %v1128 = or i32 %v1124, %v1127
  %v1129 = lshr i32 %v2, 4
  %v1130 = and i32 %v1129, 1
  %v1131 = shl i32 %v1130, 6
  %v1132 = or i32 %v1128, %v1131
  %v1133 = and i32 %v3, 1
  %v1134 = shl i32 %v1133, 7
  %v1135 = or i32 %v1132, %v1134
  %v1136 = lshr i32 %v3, 1
  %v1137 = and i32 %v1136, 1
  %v1138 = shl i32 %v1137, 8
  %v1139 = or i32 %v1135, %v1138
  %v1140 = lshr i32 %v3, 2
  %v1141 = and i32 %v1140, 1
  %v1142 = shl i32 %v1141, 9
  %v1143 = or i32 %v1139, %v1142
  %v1144 = lshr i32 %v1143, 6
  %v1145 = and i32 %v1144, 63
  %v1146 = and i32 %v1143, 63
  %v1147 = sext i32 %v140 to i64
  %v1148 = mul i64 %v1147, 64
  %v1149 = zext i32 %v1145 to i64
  %v1150 = add i64 %v1148, %v1149
  %v1151 = sext i32 %p13 to i64
  %v1152 = zext i32 %p11 to i64
  %v1153 = mul i64 %v1150, %v1151
  %v1154 = add i64 %v1148, 64
  %v1155 = icmp sle i64 %v1154, %v1152
  %v1156 = icmp sge i64 %v1147, 0
  %v1157 = and i1 %v1155, %v1156
  %v1158 = sext i32 %v177 to i64
  %v1159 = mul i64 %v1158, 64
  %v1160 = zext i32 %v1146 to i64
  %v1161 = add i64 %v1159, %v1160
  %v1162 = zext i32 %p12 to i64
  %v1163 = add i64 %v1153, %v1161
  %v1164 = add i64 %v1159, 64
  %v1165 = icmp sle i64 %v1164, %v1162
  %v1166 = icmp sge i64 %v1158, 0
  %v1167 = and i1 %v1165, %v1166
  %v1168 = and i1 %v1157, %v1167
  br i1 %v1168, label %st_full20, label %st_edge21
ld_full9:
  %v255 = icmp ult i64 %v236, %v238
  %v256 = icmp ult i64 %v247, %v248
  %v257 = and i1 %v255, %v256
  %v258 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v249
  %v259 = bitcast half addrspace(1)* %v258 to <4 x i32> addrspace(1)*
  %v260 = load <4 x i32>, <4 x i32> addrspace(1)* %v259, align 16
  %v261 = extractelement <4 x i32> %v260, i32 0
  %v262 = trunc i32 %v261 to i16
  %v263 = bitcast i16 %v262 to half
  %v264 = fpext half %v263 to float
  %v265 = extractelement <4 x i32> %v260, i32 0
  %v266 = lshr i32 %v265, 16
  %v267 = trunc i32 %v266 to i16
  %v268 = bitcast i16 %v267 to half
  %v269 = fpext half %v268 to float
  %v270 = extractelement <4 x i32> %v260, i32 1
  %v271 = trunc i32 %v270 to i16
  %v272 = bitcast i16 %v271 to half
  %v273 = fpext half %v272 to float
  %v274 = extractelement <4 x i32> %v260, i32 1
  %v275 = lshr i32 %v274, 16
  %v276 = trunc i32 %v275 to i16
  %v277 = bitcast i16 %v276 to half
  %v278 = fpext half %v277 to float
  %v279 = extractelement <4 x i32> %v260, i32 2
  %v280 = trunc i32 %v279 to i16
  %v281 = bitcast i16 %v280 to half
  %v282 = fpext half %v281 to float
  %v283 = extractelement <4 x i32> %v260, i32 2
  %v284 = lshr i32 %v283, 16
  %v285 = trunc i32 %v284 to i16
  %v286 = bitcast i16 %v285 to half
  %v287 = fpext half %v286 to float
  %v288 = extractelement <4 x i32> %v260, i32 3
  %v289 = trunc i32 %v288 to i16
  %v290 = bitcast i16 %v289 to half
  %v291 = fpext half %v290 to float
  %v292 = extractelement <4 x i32> %v260, i32 3
  %v293 = lshr i32 %v292, 16
  %v294 = trunc i32 %v293 to i16
  %v295 = bitcast i16 %v294 to half
  %v296 = fpext half %v295 to float
  br label %ld_done11
ld_edge10:
  %v297 = fptrunc float 0x0000000000000000 to half
  %v298 = bitcast half %v297 to i16
  %v299 = zext i16 %v298 to i32
  %v300 = bitcast half %v297 to i16
  %v301 = zext i16 %v300 to i32
  %v302 = shl i32 %v301, 16
  %v303 = or i32 %v299, %v302
  %v304 = icmp ult i64 %v236, %v238
  %v305 = icmp ult i64 %v247, %v248
  %v306 = and i1 %v304, %v305
  %v307 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v249
  %v308 = bitcast half addrspace(1)* %v307 to <4 x i32> addrspace(1)*
  %v309 = ptrtoint <4 x i32> addrspace(1)* %v308 to i64
  %v310 = zext i1 %v306 to i32
  %v311 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v309, i32 %v310, i32 %v303, i32 %v303, i32 %v303, i32 %v303)
  %v312 = extractvalue {i32, i32, i32, i32} %v311, 0
  %v313 = extractvalue {i32, i32, i32, i32} %v311, 1
  %v314 = extractvalue {i32, i32, i32, i32} %v311, 2
  %v315 = extractvalue {i32, i32, i32, i32} %v311, 3
  %v316 = insertelement <4 x i32> undef, i32 %v312, i32 0
  %v317 = insertelement <4 x i32> %v316, i32 %v313, i32 1
  %v318 = insertelement <4 x i32> %v317, i32 %v314, i32 2
  %v319 = insertelement <4 x i32> %v318, i32 %v315, i32 3
  %v320 = extractelement <4 x i32> %v319, i32 0
  %v321 = trunc i32 %v320 to i16
  %v322 = bitcast i16 %v321 to half
  %v323 = fpext half %v322 to float
  %v324 = extractelement <4 x i32> %v319, i32 0
  %v325 = lshr i32 %v324, 16
  %v326 = trunc i32 %v325 to i16
  %v327 = bitcast i16 %v326 to half
  %v328 = fpext half %v327 to float
  %v329 = extractelement <4 x i32> %v319, i32 1
  %v330 = trunc i32 %v329 to i16
  %v331 = bitcast i16 %v330 to half
  %v332 = fpext half %v331 to float
  %v333 = extractelement <4 x i32> %v319, i32 1
  %v334 = lshr i32 %v333, 16
  %v335 = trunc i32 %v334 to i16
  %v336 = bitcast i16 %v335 to half
  %v337 = fpext half %v336 to float
  %v338 = extractelement <4 x i32> %v319, i32 2
  %v339 = trunc i32 %v338 to i16
  %v340 = bitcast i16 %v339 to half
  %v341 = fpext half %v340 to float
  %v342 = extractelement <4 x i32> %v319, i32 2
  %v343 = lshr i32 %v342, 16
  %v344 = trunc i32 %v343 to i16
  %v345 = bitcast i16 %v344 to half
  %v346 = fpext half %v345 to float
  %v347 = extractelement <4 x i32> %v319, i32 3
  %v348 = trunc i32 %v347 to i16
  %v349 = bitcast i16 %v348 to half
  %v350 = fpext half %v349 to float
  %v351 = extractelement <4 x i32> %v319, i32 3
  %v352 = lshr i32 %v351, 16
  %v353 = trunc i32 %v352 to i16
  %v354 = bitcast i16 %v353 to half
  %v355 = fpext half %v354 to float
  br label %ld_done11
ld_done11:
  %v356 = phi float [ %v264, %ld_full9 ], [ %v323, %ld_edge10 ]
  %v357 = phi float [ %v269, %ld_full9 ], [ %v328, %ld_edge10 ]
  %v358 = phi float [ %v273, %ld_full9 ], [ %v332, %ld_edge10 ]
  %v359 = phi float [ %v278, %ld_full9 ], [ %v337, %ld_edge10 ]
  %v360 = phi float [ %v282, %ld_full9 ], [ %v341, %ld_edge10 ]
  %v361 = phi float [ %v287, %ld_full9 ], [ %v346, %ld_edge10 ]
  %v362 = phi float [ %v291, %ld_full9 ], [ %v350, %ld_edge10 ]
  %v363 = phi float [ %v296, %ld_full9 ], [ %v355, %ld_edge10 ]
  %v364 = and i32 %v2, 1
  %v365 = shl i32 %v364, 3
  %v366 = lshr i32 %v2, 1
  %v367 = and i32 %v366, 1
  %v368 = shl i32 %v367, 4
  %v369 = or i32 %v365, %v368
  %v370 = lshr i32 %v2, 2
  %v371 = and i32 %v370, 1
  %v372 = shl i32 %v371, 5
  %v373 = or i32 %v369, %v372
  %v374 = lshr i32 %v2, 3
  %v375 = and i32 %v374, 1
  %v376 = shl i32 %v375, 6
  %v377 = or i32 %v373, %v376
  %v378 = lshr i32 %v2, 4
  %v379 = and i32 %v378, 1
  %v380 = shl i32 %v379, 7
  %v381 = or i32 %v377, %v380
  %v382 = and i32 %v3, 1
  %v383 = shl i32 %v382, 8
  %v384 = or i32 %v381, %v383
  %v385 = lshr i32 %v3, 1
  %v386 = and i32 %v385, 1
  %v387 = shl i32 %v386, 9
  %v388 = or i32 %v384, %v387
  %v389 = lshr i32 %v3, 2
  %v390 = and i32 %v389, 1
  %v391 = shl i32 %v390, 10
  %v392 = or i32 %v388, %v391
  %v393 = lshr i32 %v392, 6
  %v394 = and i32 %v393, 31
  %v395 = and i32 %v392, 63
  %v396 = sext i32 %v200 to i64
  %v397 = mul i64 %v396, 32
  %v398 = zext i32 %v394 to i64
  %v399 = add i64 %v397, %v398
  %v400 = sext i32 %p8 to i64
  %v401 = zext i32 %p6 to i64
  %v402 = mul i64 %v399, %v400
  %v403 = add i64 %v397, 32
  %v404 = icmp sle i64 %v403, %v401
  %v405 = icmp sge i64 %v396, 0
  %v406 = and i1 %v404, %v405
  %v407 = sext i32 %v177 to i64
  %v408 = mul i64 %v407, 64
  %v409 = zext i32 %v395 to i64
  %v410 = add i64 %v408, %v409
  %v411 = zext i32 %p7 to i64
  %v412 = add i64 %v402, %v410
  %v413 = add i64 %v408, 64
  %v414 = icmp sle i64 %v413, %v411
  %v415 = icmp sge i64 %v407, 0
  %v416 = and i1 %v414, %v415
  %v417 = and i1 %v406, %v416
  br i1 %v417, label %ld_full12, label %ld_edge13
ld_full12:
  %v418 = icmp ult i64 %v399, %v401
  %v419 = icmp ult i64 %v410, %v411
  %v420 = and i1 %v418, %v419
  %v421 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v412
  %v422 = bitcast half addrspace(1)* %v421 to <2 x i32> addrspace(1)*
  %v423 = load <2 x i32>, <2 x i32> addrspace(1)* %v422, align 8
  %v424 = extractelement <2 x i32> %v423, i32 0
  %v425 = trunc i32 %v424 to i16
  %v426 = bitcast i16 %v425 to half
  %v427 = fpext half %v426 to float
  %v428 = extractelement <2 x i32> %v423, i32 0
  %v429 = lshr i32 %v428, 16
  %v430 = trunc i32 %v429 to i16
  %v431 = bitcast i16 %v430 to half
  %v432 = fpext half %v431 to float
  %v433 = extractelement <2 x i32> %v423, i32 1
  %v434 = trunc i32 %v433 to i16
  %v435 = bitcast i16 %v434 to half
  %v436 = fpext half %v435 to float
  %v437 = extractelement <2 x i32> %v423, i32 1
  %v438 = lshr i32 %v437, 16
  %v439 = trunc i32 %v438 to i16
  %v440 = bitcast i16 %v439 to half
  %v441 = fpext half %v440 to float
  %v442 = icmp ult i64 %v399, %v401
  %v443 = add i64 %v412, 4
  %v444 = add i64 %v410, 4
  %v445 = icmp ult i64 %v444, %v411
  %v446 = and i1 %v442, %v445
  %v447 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v443
  %v448 = bitcast half addrspace(1)* %v447 to <2 x i32> addrspace(1)*
  %v449 = load <2 x i32>, <2 x i32> addrspace(1)* %v448, align 8
  %v450 = extractelement <2 x i32> %v449, i32 0
  %v451 = trunc i32 %v450 to i16
  %v452 = bitcast i16 %v451 to half
  %v453 = fpext half %v452 to float
  %v454 = extractelement <2 x i32> %v449, i32 0
  %v455 = lshr i32 %v454, 16
  %v456 = trunc i32 %v455 to i16
  %v457 = bitcast i16 %v456 to half
  %v458 = fpext half %v457 to float
  %v459 = extractelement <2 x i32> %v449, i32 1
  %v460 = trunc i32 %v459 to i16
  %v461 = bitcast i16 %v460 to half
  %v462 = fpext half %v461 to float
  %v463 = extractelement <2 x i32> %v449, i32 1
  %v464 = lshr i32 %v463, 16
  %v465 = trunc i32 %v464 to i16
  %v466 = bitcast i16 %v465 to half
  %v467 = fpext half %v466 to float
  br label %ld_done14
ld_edge13:
  %v468 = fptrunc float 0x0000000000000000 to half
  %v469 = bitcast half %v468 to i16
  %v470 = zext i16 %v469 to i32
  %v471 = bitcast half %v468 to i16
  %v472 = zext i16 %v471 to i32
  %v473 = shl i32 %v472, 16
  %v474 = or i32 %v470, %v473
  %v475 = icmp ult i64 %v399, %v401
  %v476 = icmp ult i64 %v410, %v411
  %v477 = and i1 %v475, %v476
  %v478 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v412
  %v479 = bitcast half addrspace(1)* %v478 to <2 x i32> addrspace(1)*
  %v480 = ptrtoint <2 x i32> addrspace(1)* %v479 to i64
  %v481 = zext i1 %v477 to i32
  %v482 = call {i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $3, 0; @p ld.global.nc.v2.b32 {$0, $1}, [$2]; }", "=r,=r,l,r,0,1"(i64 %v480, i32 %v481, i32 %v474, i32 %v474)
  %v483 = extractvalue {i32, i32} %v482, 0
  %v484 = extractvalue {i32, i32} %v482, 1
  %v485 = insertelement <2 x i32> undef, i32 %v483, i32 0
  %v486 = insertelement <2 x i32> %v485, i32 %v484, i32 1
  %v487 = extractelement <2 x i32> %v486, i32 0
  %v488 = trunc i32 %v487 to i16
  %v489 = bitcast i16 %v488 to half
  %v490 = fpext half %v489 to float
  %v491 = extractelement <2 x i32> %v486, i32 0
  %v492 = lshr i32 %v491, 16
  %v493 = trunc i32 %v492 to i16
  %v494 = bitcast i16 %v493 to half
  %v495 = fpext half %v494 to float
  %v496 = extractelement <2 x i32> %v486, i32 1
  %v497 = trunc i32 %v496 to i16
  %v498 = bitcast i16 %v497 to half
  %v499 = fpext half %v498 to float
  %v500 = extractelement <2 x i32> %v486, i32 1
  %v501 = lshr i32 %v500, 16
  %v502 = trunc i32 %v501 to i16
  %v503 = bitcast i16 %v502 to half
  %v504 = fpext half %v503 to float
  %v505 = icmp ult i64 %v399, %v401
  %v506 = add i64 %v412, 4
  %v507 = add i64 %v410, 4
  %v508 = icmp ult i64 %v507, %v411
  %v509 = and i1 %v505, %v508
  %v510 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v506
  %v511 = bitcast half addrspace(1)* %v510 to <2 x i32> addrspace(1)*
  %v512 = ptrtoint <2 x i32> addrspace(1)* %v511 to i64
  %v513 = zext i1 %v509 to i32
  %v514 = call {i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $3, 0; @p ld.global.nc.v2.b32 {$0, $1}, [$2]; }", "=r,=r,l,r,0,1"(i64 %v512, i32 %v513, i32 %v474, i32 %v474)
  %v515 = extractvalue {i32, i32} %v514, 0
  %v516 = extractvalue {i32, i32} %v514, 1
  %v517 = insertelement <2 x i32> undef, i32 %v515, i32 0
  %v518 = insertelement <2 x i32> %v517, i32 %v516, i32 1
  %v519 = extractelement <2 x i32> %v518, i32 0
  %v520 = trunc i32 %v519 to i16
  %v521 = bitcast i16 %v520 to half
  %v522 = fpext half %v521 to float
  %v523 = extractelement <2 x i32> %v518, i32 0
  %v524 = lshr i32 %v523, 16
  %v525 = trunc i32 %v524 to i16
  %v526 = bitcast i16 %v525 to half
  %v527 = fpext half %v526 to float
  %v528 = extractelement <2 x i32> %v518, i32 1
  %v529 = trunc i32 %v528 to i16
  %v530 = bitcast i16 %v529 to half
  %v531 = fpext half %v530 to float
  %v532 = extractelement <2 x i32> %v518, i32 1
  %v533 = lshr i32 %v532, 16
  %v534 = trunc i32 %v533 to i16
  %v535 = bitcast i16 %v534 to half
  %v536 = fpext half %v535 to float
  br label %ld_done14
ld_done14:
  %v537 = phi float [ %v427, %ld_full12 ], [ %v490, %ld_edge13 ]
  %v538 = phi float [ %v432, %ld_full12 ], [ %v495, %ld_edge13 ]
  %v539 = phi float [ %v436, %ld_full12 ], [ %v499, %ld_edge13 ]
  %v540 = phi float [ %v441, %ld_full12 ], [ %v504, %ld_edge13 ]
  %v541 = phi float [ %v453, %ld_full12 ], [ %v522, %ld_edge13 ]
  %v542 = phi float [ %v458, %ld_full12 ], [ %v527, %ld_edge13 ]
  %v543 = phi float [ %v462, %ld_full12 ], [ %v531, %ld_edge13 ]
  %v544 = phi float [ %v467, %ld_full12 ], [ %v536, %ld_edge13 ]
  call void @llvm.nvvm.barrier0()
  %v545 = and i32 %v2, 1
  %v546 = shl i32 %v545, 3
  %v547 = lshr i32 %v2, 1
  %v548 = and i32 %v547, 1
  %v549 = shl i32 %v548, 4
  %v550 = or i32 %v546, %v549
  %v551 = lshr i32 %v2, 2
  %v552 = and i32 %v551, 1
  %v553 = shl i32 %v552, 5
  %v554 = or i32 %v550, %v553
  %v555 = lshr i32 %v2, 3
  %v556 = and i32 %v555, 1
  %v557 = shl i32 %v556, 6
  %v558 = or i32 %v554, %v557
  %v559 = lshr i32 %v2, 4
  %v560 = and i32 %v559, 1
  %v561 = shl i32 %v560, 7
  %v562 = or i32 %v558, %v561
  %v563 = and i32 %v3, 1
  %v564 = shl i32 %v563, 8
  %v565 = or i32 %v562, %v564
  %v566 = lshr i32 %v3, 1
  %v567 = and i32 %v566, 1
  %v568 = shl i32 %v567, 9
  %v569 = or i32 %v565, %v568
  %v570 = lshr i32 %v3, 2
  %v571 = and i32 %v570, 1
  %v572 = shl i32 %v571, 10
  %v573 = or i32 %v569, %v572
  %v574 = udiv i32 %v573, 32
  %v575 = urem i32 %v573, 32
  %v576 = mul i32 %v574, 40
  %v577 = add i32 %v576, %v575
  %v578 = fptrunc float %v356 to half
  %v579 = bitcast half %v578 to i16
  %v580 = fptrunc float %v357 to half
  %v581 = bitcast half %v580 to i16
  %v582 = fptrunc float %v358 to half
  %v583 = bitcast half %v582 to i16
  %v584 = fptrunc float %v359 to half
  %v585 = bitcast half %v584 to i16
  %v586 = fptrunc float %v360 to half
  %v587 = bitcast half %v586 to i16
  %v588 = fptrunc float %v361 to half
  %v589 = bitcast half %v588 to i16
  %v590 = fptrunc float %v362 to half
  %v591 = bitcast half %v590 to i16
  %v592 = fptrunc float %v363 to half
  %v593 = bitcast half %v592 to i16
  %v594 = zext i16 %v579 to i32
  %v595 = zext i16 %v581 to i32
  %v596 = shl i32 %v595, 16
  %v597 = or i32 %v594, %v596
  %v598 = zext i16 %v583 to i32
  %v599 = zext i16 %v585 to i32
  %v600 = shl i32 %v599, 16
  %v601 = or i32 %v598, %v600
  %v602 = zext i16 %v587 to i32
  %v603 = zext i16 %v589 to i32
  %v604 = shl i32 %v603, 16
  %v605 = or i32 %v602, %v604
  %v606 = zext i16 %v591 to i32
  %v607 = zext i16 %v593 to i32
  %v608 = shl i32 %v607, 16
  %v609 = or i32 %v606, %v608
  %v610 = lshr i32 %v577, 1
  %v611 = insertelement <4 x i32> undef, i32 %v597, i32 0
  %v612 = insertelement <4 x i32> %v611, i32 %v601, i32 1
  %v613 = insertelement <4 x i32> %v612, i32 %v605, i32 2
  %v614 = insertelement <4 x i32> %v613, i32 %v609, i32 3
  %v615 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v616 = getelementptr inbounds i32, i32 addrspace(3)* %v615, i32 %v610
  %v617 = bitcast i32 addrspace(3)* %v616 to <4 x i32> addrspace(3)*
  store volatile <4 x i32> %v614, <4 x i32> addrspace(3)* %v617, align 16
  %v618 = and i32 %v2, 1
  %v619 = shl i32 %v618, 3
  %v620 = lshr i32 %v2, 1
  %v621 = and i32 %v620, 1
  %v622 = shl i32 %v621, 4
  %v623 = or i32 %v619, %v622
  %v624 = lshr i32 %v2, 2
  %v625 = and i32 %v624, 1
  %v626 = shl i32 %v625, 5
  %v627 = or i32 %v623, %v626
  %v628 = lshr i32 %v2, 3
  %v629 = and i32 %v628, 1
  %v630 = shl i32 %v629, 6
  %v631 = or i32 %v627, %v630
  %v632 = lshr i32 %v2, 4
  %v633 = and i32 %v632, 1
  %v634 = shl i32 %v633, 7
  %v635 = or i32 %v631, %v634
  %v636 = and i32 %v3, 1
  %v637 = shl i32 %v636, 8
  %v638 = or i32 %v635, %v637
  %v639 = lshr i32 %v3, 1
  %v640 = and i32 %v639, 1
  %v641 = shl i32 %v640, 9
  %v642 = or i32 %v638, %v641
  %v643 = lshr i32 %v3, 2
  %v644 = and i32 %v643, 1
  %v645 = shl i32 %v644, 10
  %v646 = or i32 %v642, %v645
  %v647 = udiv i32 %v646, 64
  %v648 = urem i32 %v646, 64
  %v649 = mul i32 %v647, 72
  %v650 = add i32 %v649, %v648
  %v651 = fptrunc float %v537 to half
  %v652 = bitcast half %v651 to i16
  %v653 = fptrunc float %v538 to half
  %v654 = bitcast half %v653 to i16
  %v655 = fptrunc float %v539 to half
  %v656 = bitcast half %v655 to i16
  %v657 = fptrunc float %v540 to half
  %v658 = bitcast half %v657 to i16
  %v659 = fptrunc float %v541 to half
  %v660 = bitcast half %v659 to i16
  %v661 = fptrunc float %v542 to half
  %v662 = bitcast half %v661 to i16
  %v663 = fptrunc float %v543 to half
  %v664 = bitcast half %v663 to i16
  %v665 = fptrunc float %v544 to half
  %v666 = bitcast half %v665 to i16
  %v667 = zext i16 %v652 to i32
  %v668 = zext i16 %v654 to i32
  %v669 = shl i32 %v668, 16
  %v670 = or i32 %v667, %v669
  %v671 = zext i16 %v656 to i32
  %v672 = zext i16 %v658 to i32
  %v673 = shl i32 %v672, 16
  %v674 = or i32 %v671, %v673
  %v675 = zext i16 %v660 to i32
  %v676 = zext i16 %v662 to i32
  %v677 = shl i32 %v676, 16
  %v678 = or i32 %v675, %v677
  %v679 = zext i16 %v664 to i32
  %v680 = zext i16 %v666 to i32
  %v681 = shl i32 %v680, 16
  %v682 = or i32 %v679, %v681
  %v683 = lshr i32 %v650, 1
  %v684 = insertelement <4 x i32> undef, i32 %v670, i32 0
  %v685 = insertelement <4 x i32> %v684, i32 %v674, i32 1
  %v686 = insertelement <4 x i32> %v685, i32 %v678, i32 2
  %v687 = insertelement <4 x i32> %v686, i32 %v682, i32 3
  %v688 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 5120) to i32 addrspace(3)*
  %v689 = getelementptr inbounds i32, i32 addrspace(3)* %v688, i32 %v683
  %v690 = bitcast i32 addrspace(3)* %v689 to <4 x i32> addrspace(3)*
  store volatile <4 x i32> %v687, <4 x i32> addrspace(3)* %v690, align 16
  call void @llvm.nvvm.barrier0()
  %v691 = lshr i32 %v2, 2
  %v692 = and i32 %v2, 3
  %v693 = shl i32 %v692, 1
  br label %mma_tile15
mma_tile15:
  %v694 = phi i32 [ %v3, %ld_done14 ], [ %v1005, %mma_k16_done19 ]
  %v695 = icmp slt i32 %v694, 4
  br i1 %v695, label %mma_tile_body16, label %mma_tile_done17
mma_tile_body16:
  %v696 = udiv i32 %v694, 2
  %v697 = urem i32 %v694, 2
  %v698 = mul i32 %v696, 32
  %v699 = mul i32 %v697, 32
  %v700 = and i32 %v2, 15
  %v701 = lshr i32 %v2, 4
  %v702 = shl i32 %v701, 3
  %v703 = add i32 %v698, %v700
  %v704 = add i32 %v698, %v700
  %v705 = add i32 %v704, 16
  %v706 = add i32 %v699, %v702
  %v707 = add i32 %v699, %v702
  %v708 = add i32 %v707, 16
  br label %mma_k1618
mma_tile_done17:
  call void @llvm.nvvm.barrier0()
  %v1006 = and i32 %v2, 1
  %v1007 = shl i32 %v1006, 2
  %v1008 = lshr i32 %v2, 1
  %v1009 = and i32 %v1008, 1
  %v1010 = shl i32 %v1009, 3
  %v1011 = or i32 %v1007, %v1010
  %v1012 = lshr i32 %v2, 2
  %v1013 = and i32 %v1012, 1
  %v1014 = shl i32 %v1013, 4
  %v1015 = or i32 %v1011, %v1014
  %v1016 = lshr i32 %v2, 3
  %v1017 = and i32 %v1016, 1
  %v1018 = shl i32 %v1017, 5
  %v1019 = or i32 %v1015, %v1018
  %v1020 = lshr i32 %v2, 4
  %v1021 = and i32 %v1020, 1
  %v1022 = shl i32 %v1021, 6
  %v1023 = or i32 %v1019, %v1022
  %v1024 = and i32 %v3, 1
  %v1025 = shl i32 %v1024, 7
  %v1026 = or i32 %v1023, %v1025
  %v1027 = lshr i32 %v3, 1
  %v1028 = and i32 %v1027, 1
  %v1029 = shl i32 %v1028, 8
  %v1030 = or i32 %v1026, %v1029
  %v1031 = lshr i32 %v3, 2
  %v1032 = and i32 %v1031, 1
  %v1033 = shl i32 %v1032, 9
  %v1034 = or i32 %v1030, %v1033
  %v1035 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1036 = getelementptr inbounds float, float addrspace(3)* %v1035, i32 %v1034
  %v1037 = load float, float addrspace(3)* %v1036, align 4
  %v1038 = or i32 %v1034, 1
  %v1039 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1040 = getelementptr inbounds float, float addrspace(3)* %v1039, i32 %v1038
  %v1041 = load float, float addrspace(3)* %v1040, align 4
  %v1042 = or i32 %v1034, 2
  %v1043 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1044 = getelementptr inbounds float, float addrspace(3)* %v1043, i32 %v1042
  %v1045 = load float, float addrspace(3)* %v1044, align 4
  %v1046 = or i32 %v1034, 3
  %v1047 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1048 = getelementptr inbounds float, float addrspace(3)* %v1047, i32 %v1046
  %v1049 = load float, float addrspace(3)* %v1048, align 4
  %v1050 = or i32 %v1034, 1024
  %v1051 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1052 = getelementptr inbounds float, float addrspace(3)* %v1051, i32 %v1050
  %v1053 = load float, float addrspace(3)* %v1052, align 4
  %v1054 = or i32 %v1034, 1025
  %v1055 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1056 = getelementptr inbounds float, float addrspace(3)* %v1055, i32 %v1054
  %v1057 = load float, float addrspace(3)* %v1056, align 4
  %v1058 = or i32 %v1034, 1026
  %v1059 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1060 = getelementptr inbounds float, float addrspace(3)* %v1059, i32 %v1058
  %v1061 = load float, float addrspace(3)* %v1060, align 4
  %v1062 = or i32 %v1034, 1027
  %v1063 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1064 = getelementptr inbounds float, float addrspace(3)* %v1063, i32 %v1062
  %v1065 = load float, float addrspace(3)* %v1064, align 4
  %v1066 = or i32 %v1034, 2048
  %v1067 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1068 = getelementptr inbounds float, float addrspace(3)* %v1067, i32 %v1066
  %v1069 = load float, float addrspace(3)* %v1068, align 4
  %v1070 = or i32 %v1034, 2049
  %v1071 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1072 = getelementptr inbounds float, float addrspace(3)* %v1071, i32 %v1070
  %v1073 = load float, float addrspace(3)* %v1072, align 4
  %v1074 = or i32 %v1034, 2050
  %v1075 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1076 = getelementptr inbounds float, float addrspace(3)* %v1075, i32 %v1074
  %v1077 = load float, float addrspace(3)* %v1076, align 4
  %v1078 = or i32 %v1034, 2051
  %v1079 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1080 = getelementptr inbounds float, float addrspace(3)* %v1079, i32 %v1078
  %v1081 = load float, float addrspace(3)* %v1080, align 4
  %v1082 = or i32 %v1034, 3072
  %v1083 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1084 = getelementptr inbounds float, float addrspace(3)* %v1083, i32 %v1082
  %v1085 = load float, float addrspace(3)* %v1084, align 4
  %v1086 = or i32 %v1034, 3073
  %v1087 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1088 = getelementptr inbounds float, float addrspace(3)* %v1087, i32 %v1086
  %v1089 = load float, float addrspace(3)* %v1088, align 4
  %v1090 = or i32 %v1034, 3074
  %v1091 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1092 = getelementptr inbounds float, float addrspace(3)* %v1091, i32 %v1090
  %v1093 = load float, float addrspace(3)* %v1092, align 4
  %v1094 = or i32 %v1034, 3075
  %v1095 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1096 = getelementptr inbounds float, float addrspace(3)* %v1095, i32 %v1094
  %v1097 = load float, float addrspace(3)* %v1096, align 4
  %v1098 = fadd float %v179, %v1037
  %v1099 = fadd float %v180, %v1041
  %v1100 = fadd float %v181, %v1045
  %v1101 = fadd float %v182, %v1049
  %v1102 = fadd float %v183, %v1053
  %v1103 = fadd float %v184, %v1057
  %v1104 = fadd float %v185, %v1061
  %v1105 = fadd float %v186, %v1065
  %v1106 = fadd float %v187, %v1069
  %v1107 = fadd float %v188, %v1073
  %v1108 = fadd float %v189, %v1077
  %v1109 = fadd float %v190, %v1081
  %v1110 = fadd float %v191, %v1085
  %v1111 = fadd float %v192, %v1089
  %v1112 = fadd float %v193, %v1093
  %v1113 = fadd float %v194, %v1097
  %v1114 = add i64 %v195, 1
  br label %for6
mma_k1618:
  %v709 = phi i32 [ 0, %mma_tile_body16 ], [ %v826, %mma_k1618 ]
  %v710 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v787, %mma_k1618 ]
  %v711 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v788, %mma_k1618 ]
  %v712 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v789, %mma_k1618 ]
  %v713 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v790, %mma_k1618 ]
  %v714 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v792, %mma_k1618 ]
  %v715 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v793, %mma_k1618 ]
  %v716 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v794, %mma_k1618 ]
  %v717 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v795, %mma_k1618 ]
  %v718 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v797, %mma_k1618 ]
  %v719 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v798, %mma_k1618 ]
  %v720 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v799, %mma_k1618 ]
  %v721 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v800, %mma_k1618 ]
  %v722 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v802, %mma_k1618 ]
  %v723 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v803, %mma_k1618 ]
  %v724 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v804, %mma_k1618 ]
  %v725 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v805, %mma_k1618 ]
  %v726 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v807, %mma_k1618 ]
  %v727 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v808, %mma_k1618 ]
  %v728 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v809, %mma_k1618 ]
  %v729 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v810, %mma_k1618 ]
  %v730 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v812, %mma_k1618 ]
  %v731 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v813, %mma_k1618 ]
  %v732 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v814, %mma_k1618 ]
  %v733 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v815, %mma_k1618 ]
  %v734 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v817, %mma_k1618 ]
  %v735 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v818, %mma_k1618 ]
  %v736 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v819, %mma_k1618 ]
  %v737 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v820, %mma_k1618 ]
  %v738 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v822, %mma_k1618 ]
  %v739 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v823, %mma_k1618 ]
  %v740 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v824, %mma_k1618 ]
  %v741 = phi float [ 0x0000000000000000, %mma_tile_body16 ], [ %v825, %mma_k1618 ]
  %v742 = add i32 %v709, %v702
  %v743 = add i32 %v709, %v700
  %v744 = mul i32 %v703, 40
  %v745 = add i32 %v744, %v742
  %v746 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v747 = getelementptr inbounds i16, i16 addrspace(3)* %v746, i32 %v745
  %v748 = ptrtoint i16 addrspace(3)* %v747 to i32
  %v749 = call {i32, i32, i32, i32} asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %v748)
  %v750 = extractvalue {i32, i32, i32, i32} %v749, 0
  %v751 = extractvalue {i32, i32, i32, i32} %v749, 1
  %v752 = extractvalue {i32, i32, i32, i32} %v749, 2
  %v753 = extractvalue {i32, i32, i32, i32} %v749, 3
  %v754 = mul i32 %v705, 40
  %v755 = add i32 %v754, %v742
  %v756 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v757 = getelementptr inbounds i16, i16 addrspace(3)* %v756, i32 %v755
  %v758 = ptrtoint i16 addrspace(3)* %v757 to i32
  %v759 = call {i32, i32, i32, i32} asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %v758)
  %v760 = extractvalue {i32, i32, i32, i32} %v759, 0
  %v761 = extractvalue {i32, i32, i32, i32} %v759, 1
  %v762 = extractvalue {i32, i32, i32, i32} %v759, 2
  %v763 = extractvalue {i32, i32, i32, i32} %v759, 3
  %v764 = mul i32 %v743, 72
  %v765 = add i32 %v764, %v706
  %v766 = add i32 %v765, 2560
  %v767 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v768 = getelementptr inbounds i16, i16 addrspace(3)* %v767, i32 %v766
  %v769 = ptrtoint i16 addrspace(3)* %v768 to i32
  %v770 = call {i32, i32, i32, i32} asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %v769)
  %v771 = extractvalue {i32, i32, i32, i32} %v770, 0
  %v772 = extractvalue {i32, i32, i32, i32} %v770, 1
  %v773 = extractvalue {i32, i32, i32, i32} %v770, 2
  %v774 = extractvalue {i32, i32, i32, i32} %v770, 3
  %v775 = mul i32 %v743, 72
  %v776 = add i32 %v775, %v708
  %v777 = add i32 %v776, 2560
  %v778 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v779 = getelementptr inbounds i16, i16 addrspace(3)* %v778, i32 %v777
  %v780 = ptrtoint i16 addrspace(3)* %v779 to i32
  %v781 = call {i32, i32, i32, i32} asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %v780)
  %v782 = extractvalue {i32, i32, i32, i32} %v781, 0
  %v783 = extractvalue {i32, i32, i32, i32} %v781, 1
  %v784 = extractvalue {i32, i32, i32, i32} %v781, 2
  %v785 = extractvalue {i32, i32, i32, i32} %v781, 3
  %v786 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v750, i32 %v751, i32 %v752, i32 %v753, i32 %v771, i32 %v772, float %v710, float %v711, float %v712, float %v713)
  %v787 = extractvalue {float, float, float, float} %v786, 0
  %v788 = extractvalue {float, float, float, float} %v786, 1
  %v789 = extractvalue {float, float, float, float} %v786, 2
  %v790 = extractvalue {float, float, float, float} %v786, 3
  %v791 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v750, i32 %v751, i32 %v752, i32 %v753, i32 %v773, i32 %v774, float %v714, float %v715, float %v716, float %v717)
  %v792 = extractvalue {float, float, float, float} %v791, 0
  %v793 = extractvalue {float, float, float, float} %v791, 1
  %v794 = extractvalue {float, float, float, float} %v791, 2
  %v795 = extractvalue {float, float, float, float} %v791, 3
  %v796 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v750, i32 %v751, i32 %v752, i32 %v753, i32 %v782, i32 %v783, float %v718, float %v719, float %v720, float %v721)
  %v797 = extractvalue {float, float, float, float} %v796, 0
  %v798 = extractvalue {float, float, float, float} %v796, 1
  %v799 = extractvalue {float, float, float, float} %v796, 2
  %v800 = extractvalue {float, float, float, float} %v796, 3
  %v801 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v750, i32 %v751, i32 %v752, i32 %v753, i32 %v784, i32 %v785, float %v722, float %v723, float %v724, float %v725)
  %v802 = extractvalue {float, float, float, float} %v801, 0
  %v803 = extractvalue {float, float, float, float} %v801, 1
  %v804 = extractvalue {float, float, float, float} %v801, 2
  %v805 = extractvalue {float, float, float, float} %v801, 3
  %v806 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v760, i32 %v761, i32 %v762, i32 %v763, i32 %v771, i32 %v772, float %v726, float %v727, float %v728, float %v729)
  %v807 = extractvalue {float, float, float, float} %v806, 0
  %v808 = extractvalue {float, float, float, float} %v806, 1
  %v809 = extractvalue {float, float, float, float} %v806, 2
  %v810 = extractvalue {float, float, float, float} %v806, 3
  %v811 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v760, i32 %v761, i32 %v762, i32 %v763, i32 %v773, i32 %v774, float %v730, float %v731, float %v732, float %v733)
  %v812 = extractvalue {float, float, float, float} %v811, 0
  %v813 = extractvalue {float, float, float, float} %v811, 1
  %v814 = extractvalue {float, float, float, float} %v811, 2
  %v815 = extractvalue {float, float, float, float} %v811, 3
  %v816 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v760, i32 %v761, i32 %v762, i32 %v763, i32 %v782, i32 %v783, float %v734, float %v735, float %v736, float %v737)
  %v817 = extractvalue {float, float, float, float} %v816, 0
  %v818 = extractvalue {float, float, float, float} %v816, 1
  %v819 = extractvalue {float, float, float, float} %v816, 2
  %v820 = extractvalue {float, float, float, float} %v816, 3
  %v821 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v760, i32 %v761, i32 %v762, i32 %v763, i32 %v784, i32 %v785, float %v738, float %v739, float %v740, float %v741)
  %v822 = extractvalue {float, float, float, float} %v821, 0
  %v823 = extractvalue {float, float, float, float} %v821, 1
  %v824 = extractvalue {float, float, float, float} %v821, 2
  %v825 = extractvalue {float, float, float, float} %v821, 3
  %v826 = add i32 %v709, 16
  %v827 = icmp slt i32 %v826, 32
  br i1 %v827, label %mma_k1618, label %mma_k16_done19
mma_k16_done19:
  %v828 = add i32 %v698, %v691
  %v829 = add i32 %v699, %v693
  %v830 = mul i32 %v828, 64
  %v831 = add i32 %v830, %v829
  %v832 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v833 = getelementptr inbounds float, float addrspace(3)* %v832, i32 %v831
  store float %v787, float addrspace(3)* %v833, align 4
  %v834 = add i32 %v829, 1
  %v835 = mul i32 %v828, 64
  %v836 = add i32 %v835, %v834
  %v837 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v838 = getelementptr inbounds float, float addrspace(3)* %v837, i32 %v836
  store float %v788, float addrspace(3)* %v838, align 4
  %v839 = add i32 %v828, 8
  %v840 = mul i32 %v839, 64
  %v841 = add i32 %v840, %v829
  %v842 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v843 = getelementptr inbounds float, float addrspace(3)* %v842, i32 %v841
  store float %v789, float addrspace(3)* %v843, align 4
  %v844 = add i32 %v828, 8
  %v845 = add i32 %v829, 1
  %v846 = mul i32 %v844, 64
  %v847 = add i32 %v846, %v845
  %v848 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v849 = getelementptr inbounds float, float addrspace(3)* %v848, i32 %v847
  store float %v790, float addrspace(3)* %v849, align 4
  %v850 = add i32 %v699, %v693
  %v851 = add i32 %v850, 8
  %v852 = mul i32 %v828, 64
  %v853 = add i32 %v852, %v851
  %v854 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v855 = getelementptr inbounds float, float addrspace(3)* %v854, i32 %v853
  store float %v792, float addrspace(3)* %v855, align 4
  %v856 = add i32 %v851, 1
  %v857 = mul i32 %v828, 64
  %v858 = add i32 %v857, %v856
  %v859 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v860 = getelementptr inbounds float, float addrspace(3)* %v859, i32 %v858
  store float %v793, float addrspace(3)* %v860, align 4
  %v861 = add i32 %v828, 8
  %v862 = mul i32 %v861, 64
  %v863 = add i32 %v862, %v851
  %v864 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v865 = getelementptr inbounds float, float addrspace(3)* %v864, i32 %v863
  store float %v794, float addrspace(3)* %v865, align 4
  %v866 = add i32 %v828, 8
  %v867 = add i32 %v851, 1
  %v868 = mul i32 %v866, 64
  %v869 = add i32 %v868, %v867
  %v870 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v871 = getelementptr inbounds float, float addrspace(3)* %v870, i32 %v869
  store float %v795, float addrspace(3)* %v871, align 4
  %v872 = add i32 %v699, %v693
  %v873 = add i32 %v872, 16
  %v874 = mul i32 %v828, 64
  %v875 = add i32 %v874, %v873
  %v876 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v877 = getelementptr inbounds float, float addrspace(3)* %v876, i32 %v875
  store float %v797, float addrspace(3)* %v877, align 4
  %v878 = add i32 %v873, 1
  %v879 = mul i32 %v828, 64
  %v880 = add i32 %v879, %v878
  %v881 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v882 = getelementptr inbounds float, float addrspace(3)* %v881, i32 %v880
  store float %v798, float addrspace(3)* %v882, align 4
  %v883 = add i32 %v828, 8
  %v884 = mul i32 %v883, 64
  %v885 = add i32 %v884, %v873
  %v886 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v887 = getelementptr inbounds float, float addrspace(3)* %v886, i32 %v885
  store float %v799, float addrspace(3)* %v887, align 4
  %v888 = add i32 %v828, 8
  %v889 = add i32 %v873, 1
  %v890 = mul i32 %v888, 64
  %v891 = add i32 %v890, %v889
  %v892 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v893 = getelementptr inbounds float, float addrspace(3)* %v892, i32 %v891
  store float %v800, float addrspace(3)* %v893, align 4
  %v894 = add i32 %v699, %v693
  %v895 = add i32 %v894, 24
  %v896 = mul i32 %v828, 64
  %v897 = add i32 %v896, %v895
  %v898 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v899 = getelementptr inbounds float, float addrspace(3)* %v898, i32 %v897
  store float %v802, float addrspace(3)* %v899, align 4
  %v900 = add i32 %v895, 1
  %v901 = mul i32 %v828, 64
  %v902 = add i32 %v901, %v900
  %v903 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v904 = getelementptr inbounds float, float addrspace(3)* %v903, i32 %v902
  store float %v803, float addrspace(3)* %v904, align 4
  %v905 = add i32 %v828, 8
  %v906 = mul i32 %v905, 64
  %v907 = add i32 %v906, %v895
  %v908 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v909 = getelementptr inbounds float, float addrspace(3)* %v908, i32 %v907
  store float %v804, float addrspace(3)* %v909, align 4
  %v910 = add i32 %v828, 8
  %v911 = add i32 %v895, 1
  %v912 = mul i32 %v910, 64
  %v913 = add i32 %v912, %v911
  %v914 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v915 = getelementptr inbounds float, float addrspace(3)* %v914, i32 %v913
  store float %v805, float addrspace(3)* %v915, align 4
  %v916 = add i32 %v698, %v691
  %v917 = add i32 %v916, 16
  %v918 = add i32 %v699, %v693
  %v919 = mul i32 %v917, 64
  %v920 = add i32 %v919, %v918
  %v921 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v922 = getelementptr inbounds float, float addrspace(3)* %v921, i32 %v920
  store float %v807, float addrspace(3)* %v922, align 4
  %v923 = add i32 %v918, 1
  %v924 = mul i32 %v917, 64
  %v925 = add i32 %v924, %v923
  %v926 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v927 = getelementptr inbounds float, float addrspace(3)* %v926, i32 %v925
  store float %v808, float addrspace(3)* %v927, align 4
  %v928 = add i32 %v917, 8
  %v929 = mul i32 %v928, 64
  %v930 = add i32 %v929, %v918
  %v931 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v932 = getelementptr inbounds float, float addrspace(3)* %v931, i32 %v930
  store float %v809, float addrspace(3)* %v932, align 4
  %v933 = add i32 %v917, 8
  %v934 = add i32 %v918, 1
  %v935 = mul i32 %v933, 64
  %v936 = add i32 %v935, %v934
  %v937 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v938 = getelementptr inbounds float, float addrspace(3)* %v937, i32 %v936
  store float %v810, float addrspace(3)* %v938, align 4
  %v939 = add i32 %v699, %v693
  %v940 = add i32 %v939, 8
  %v941 = mul i32 %v917, 64
  %v942 = add i32 %v941, %v940
  %v943 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v944 = getelementptr inbounds float, float addrspace(3)* %v943, i32 %v942
  store float %v812, float addrspace(3)* %v944, align 4
  %v945 = add i32 %v940, 1
  %v946 = mul i32 %v917, 64
  %v947 = add i32 %v946, %v945
  %v948 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v949 = getelementptr inbounds float, float addrspace(3)* %v948, i32 %v947
  store float %v813, float addrspace(3)* %v949, align 4
  %v950 = add i32 %v917, 8
  %v951 = mul i32 %v950, 64
  %v952 = add i32 %v951, %v940
  %v953 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v954 = getelementptr inbounds float, float addrspace(3)* %v953, i32 %v952
  store float %v814, float addrspace(3)* %v954, align 4
  %v955 = add i32 %v917, 8
  %v956 = add i32 %v940, 1
  %v957 = mul i32 %v955, 64
  %v958 = add i32 %v957, %v956
  %v959 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v960 = getelementptr inbounds float, float addrspace(3)* %v959, i32 %v958
  store float %v815, float addrspace(3)* %v960, align 4
  %v961 = add i32 %v699, %v693
  %v962 = add i32 %v961, 16
  %v963 = mul i32 %v917, 64
  %v964 = add i32 %v963, %v962
  %v965 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v966 = getelementptr inbounds float, float addrspace(3)* %v965, i32 %v964
  store float %v817, float addrspace(3)* %v966, align 4
  %v967 = add i32 %v962, 1
  %v968 = mul i32 %v917, 64
  %v969 = add i32 %v968, %v967
  %v970 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v971 = getelementptr inbounds float, float addrspace(3)* %v970, i32 %v969
  store float %v818, float addrspace(3)* %v971, align 4
  %v972 = add i32 %v917, 8
  %v973 = mul i32 %v972, 64
  %v974 = add i32 %v973, %v962
  %v975 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v976 = getelementptr inbounds float, float addrspace(3)* %v975, i32 %v974
  store float %v819, float addrspace(3)* %v976, align 4
  %v977 = add i32 %v917, 8
  %v978 = add i32 %v962, 1
  %v979 = mul i32 %v977, 64
  %v980 = add i32 %v979, %v978
  %v981 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v982 = getelementptr inbounds float, float addrspace(3)* %v981, i32 %v980
  store float %v820, float addrspace(3)* %v982, align 4
  %v983 = add i32 %v699, %v693
  %v984 = add i32 %v983, 24
  %v985 = mul i32 %v917, 64
  %v986 = add i32 %v985, %v984
  %v987 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v988 = getelementptr inbounds float, float addrspace(3)* %v987, i32 %v986
  store float %v822, float addrspace(3)* %v988, align 4
  %v989 = add i32 %v984, 1
  %v990 = mul i32 %v917, 64
  %v991 = add i32 %v990, %v989
  %v992 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v993 = getelementptr inbounds float, float addrspace(3)* %v992, i32 %v991
  store float %v823, float addrspace(3)* %v993, align 4
  %v994 = add i32 %v917, 8
  %v995 = mul i32 %v994, 64
  %v996 = add i32 %v995, %v984
  %v997 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v998 = getelementptr inbounds float, float addrspace(3)* %v997, i32 %v996
  store float %v824, float addrspace(3)* %v998, align 4
  %v999 = add i32 %v917, 8
  %v1000 = add i32 %v984, 1
  %v1001 = mul i32 %v999, 64
  %v1002 = add i32 %v1001, %v1000
  %v1003 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1004 = getelementptr inbounds float, float addrspace(3)* %v1003, i32 %v1002
  store float %v825, float addrspace(3)* %v1004, align 4
  %v1005 = add i32 %v694, 8
  br label %mma_tile15
st_full20:
  %v1169 = icmp ult i64 %v1150, %v1152
  %v1170 = icmp ult i64 %v1161, %v1162
  %v1171 = and i1 %v1169, %v1170
  %v1172 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1163
  %v1173 = insertelement <4 x float> undef, float %v179, i32 0
  %v1174 = insertelement <4 x float> %v1173, float %v180, i32 1
  %v1175 = insertelement <4 x float> %v1174, float %v181, i32 2
  %v1176 = insertelement <4 x float> %v1175, float %v182, i32 3
  %v1177 = bitcast float addrspace(1)* %v1172 to <4 x float> addrspace(1)*
  store <4 x float> %v1176, <4 x float> addrspace(1)* %v1177, align 16
  %v1178 = mul i64 16, %v1151
  %v1179 = add i64 %v1163, %v1178
  %v1180 = add i64 %v1150, 16
  %v1181 = icmp ult i64 %v1180, %v1152
  %v1182 = icmp ult i64 %v1161, %v1162
  %v1183 = and i1 %v1181, %v1182
  %v1184 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1179
  %v1185 = insertelement <4 x float> undef, float %v183, i32 0
  %v1186 = insertelement <4 x float> %v1185, float %v184, i32 1
  %v1187 = insertelement <4 x float> %v1186, float %v185, i32 2
  %v1188 = insertelement <4 x float> %v1187, float %v186, i32 3
  %v1189 = bitcast float addrspace(1)* %v1184 to <4 x float> addrspace(1)*
  store <4 x float> %v1188, <4 x float> addrspace(1)* %v1189, align 16
  %v1190 = mul i64 32, %v1151
  %v1191 = add i64 %v1163, %v1190
  %v1192 = add i64 %v1150, 32
  %v1193 = icmp ult i64 %v1192, %v1152
  %v1194 = icmp ult i64 %v1161, %v1162
  %v1195 = and i1 %v1193, %v1194
  %v1196 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1191
  %v1197 = insertelement <4 x float> undef, float %v187, i32 0
  %v1198 = insertelement <4 x float> %v1197, float %v188, i32 1
  %v1199 = insertelement <4 x float> %v1198, float %v189, i32 2
  %v1200 = insertelement <4 x float> %v1199, float %v190, i32 3
  %v1201 = bitcast float addrspace(1)* %v1196 to <4 x float> addrspace(1)*
  store <4 x float> %v1200, <4 x float> addrspace(1)* %v1201, align 16
  %v1202 = mul i64 48, %v1151
  %v1203 = add i64 %v1163, %v1202
  %v1204 = add i64 %v1150, 48
  %v1205 = icmp ult i64 %v1204, %v1152
  %v1206 = icmp ult i64 %v1161, %v1162
  %v1207 = and i1 %v1205, %v1206
  %v1208 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1203
  %v1209 = insertelement <4 x float> undef, float %v191, i32 0
  %v1210 = insertelement <4 x float> %v1209, float %v192, i32 1
  %v1211 = insertelement <4 x float> %v1210, float %v193, i32 2
  %v1212 = insertelement <4 x float> %v1211, float %v194, i32 3
  %v1213 = bitcast float addrspace(1)* %v1208 to <4 x float> addrspace(1)*
  store <4 x float> %v1212, <4 x float> addrspace(1)* %v1213, align 16
  br label %st_done22
st_edge21:
  %v1214 = icmp ult i64 %v1150, %v1152
  %v1215 = icmp ult i64 %v1161, %v1162
  %v1216 = and i1 %v1214, %v1215
  %v1217 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1163
  br i1 %v1216, label %st23, label %join24
st_done22:
  %v1259 = add i64 %v61, %v57
  br label %for3
st23:
  %v1218 = insertelement <4 x float> undef, float %v179, i32 0
  %v1219 = insertelement <4 x float> %v1218, float %v180, i32 1
  %v1220 = insertelement <4 x float> %v1219, float %v181, i32 2
  %v1221 = insertelement <4 x float> %v1220, float %v182, i32 3
  %v1222 = bitcast float addrspace(1)* %v1217 to <4 x float> addrspace(1)*
  store <4 x float> %v1221, <4 x float> addrspace(1)* %v1222, align 16
  br label %join24
join24:
  %v1223 = mul i64 16, %v1151
  %v1224 = add i64 %v1163, %v1223
  %v1225 = add i64 %v1150, 16
  %v1226 = icmp ult i64 %v1225, %v1152
  %v1227 = icmp ult i64 %v1161, %v1162
  %v1228 = and i1 %v1226, %v1227
  %v1229 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1224
  br i1 %v1228, label %st25, label %join26
st25:
  %v1230 = insertelement <4 x float> undef, float %v183, i32 0
  %v1231 = insertelement <4 x float> %v1230, float %v184, i32 1
  %v1232 = insertelement <4 x float> %v1231, float %v185, i32 2
  %v1233 = insertelement <4 x float> %v1232, float %v186, i32 3
  %v1234 = bitcast float addrspace(1)* %v1229 to <4 x float> addrspace(1)*
  store <4 x float> %v1233, <4 x float> addrspace(1)* %v1234, align 16
  br label %join26
join26:
  %v1235 = mul i64 32, %v1151
  %v1236 = add i64 %v1163, %v1235
  %v1237 = add i64 %v1150, 32
  %v1238 = icmp ult i64 %v1237, %v1152
  %v1239 = icmp ult i64 %v1161, %v1162
  %v1240 = and i1 %v1238, %v1239
  %v1241 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1236
  br i1 %v1240, label %st27, label %join28
st27:
  %v1242 = insertelement <4 x float> undef, float %v187, i32 0
  %v1243 = insertelement <4 x float> %v1242, float %v188, i32 1
  %v1244 = insertelement <4 x float> %v1243, float %v189, i32 2
  %v1245 = insertelement <4 x float> %v1244, float %v190, i32 3
  %v1246 = bitcast float addrspace(1)* %v1241 to <4 x float> addrspace(1)*
  store <4 x float> %v1245, <4 x float> addrspace(1)* %v1246, align 16
  br label %join28
join28:
  %v1247 = mul i64 48, %v1151
  %v1248 = add i64 %v1163, %v1247
  %v1249 = add i64 %v1150, 48
  %v1250 = icmp ult i64 %v1249, %v1152
  %v1251 = icmp ult i64 %v1161, %v1162
  %v1252 = and i1 %v1250, %v1251
  %v1253 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1248
  br i1 %v1252, label %st29, label %join30
st29:
  %v1254 = insertelement <4 x float> undef, float %v191, i32 0
  %v1255 = insertelement <4 x float> %v1254, float %v192, i32 1
  %v1256 = insertelement <4 x float> %v1255, float %v193, i32 2
  %v1257 = insertelement <4 x float> %v1256, float %v194, i32 3
  %v1258 = bitcast float addrspace(1)* %v1253 to <4 x float> addrspace(1)*
  store <4 x float> %v1257, <4 x float> addrspace(1)* %v1258, align 16
  br label %join30
join30:
  br label %st_done22
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @vprintf(i8*, i8*)
declare void @llvm.nvvm.barrier0()
declare void @llvm.trap()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @persistent_matmul, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @persistent_matmul, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel matmul [tm=64, tn=64, tk=32]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @matmul(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, half addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9, float addrspace(1)* noalias %p10, i32 %p11, i32 %p12, i32 %p13, i32 %p14) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = icmp eq i32 64, 0
  %v6 = select i1 %v5, i32 1, i32 64
  %v7 = icmp eq i32 64, -1
  %v8 = select i1 %v7, i32 1, i32 %v6
  %v9 = sdiv i32 %p1, %v8
  %v10 = sub i32 0, %v9
  %v11 = select i1 %v7, i32 %v10, i32 %v9
  %v12 = srem i32 %p1, %v8
  %v13 = select i1 %v7, i32 0, i32 %v12
  %v14 = icmp ne i32 %v13, 0
  %v15 = xor i32 %v13, 64
  %v16 = icmp sge i32 %v15, 0
  %v17 = and i1 %v14, %v16
  %v18 = add i32 %v11, 1
  %v19 = select i1 %v17, i32 %v18, i32 %v11
  %v20 = select i1 %v5, i32 0, i32 %v19
  %v21 = icmp eq i32 64, 0
  %v22 = select i1 %v21, i32 1, i32 64
  %v23 = icmp eq i32 64, -1
  %v24 = select i1 %v23, i32 1, i32 %v22
  %v25 = sdiv i32 %p7, %v24
  %v26 = sub i32 0, %v25
  %v27 = select i1 %v23, i32 %v26, i32 %v25
  %v28 = srem i32 %p7, %v24
  %v29 = select i1 %v23, i32 0, i32 %v28
  %v30 = icmp ne i32 %v29, 0
  %v31 = xor i32 %v29, 64
  %v32 = icmp sge i32 %v31, 0
  %v33 = and i1 %v30, %v32
  %v34 = add i32 %v27, 1
  %v35 = select i1 %v33, i32 %v34, i32 %v27
  %v36 = select i1 %v21, i32 0, i32 %v35
  %v37 = mul i32 8, %v36
  %v38 = icmp eq i32 %v37, 0
  %v39 = select i1 %v38, i32 1, i32 %v37
  %v40 = icmp eq i32 %v37, -1
  %v41 = select i1 %v40, i32 1, i32 %v39
  %v42 = sdiv i32 %v4, %v41
  %v43 = sub i32 0, %v42
  %v44 = select i1 %v40, i32 %v43, i32 %v42
  %v45 = srem i32 %v4, %v41
  %v46 = select i1 %v40, i32 0, i32 %v45
  %v47 = icmp ne i32 %v46, 0
  %v48 = xor i32 %v46, %v37
  %v49 = icmp slt i32 %v48, 0
  %v50 = and i1 %v47, %v49
  %v51 = sub i32 %v44, 1
  %v52 = add i32 %v46, %v37
  %v53 = select i1 %v50, i32 %v51, i32 %v44
  %v54 = select i1 %v50, i32 %v52, i32 %v46
  %v55 = select i1 %v38, i32 0, i32 %v53
  %v56 = mul i32 %v55, 8
  %v57 = sub i32 %v20, %v56
  %v58 = icmp slt i32 %v57, 8
  %v59 = select i1 %v58, i32 %v57, i32 8
  %v60 = icmp eq i32 %v59, 0
  %v61 = select i1 %v60, i32 1, i32 %v59
  %v62 = icmp eq i32 %v59, -1
  %v63 = select i1 %v62, i32 1, i32 %v61
  %v64 = sdiv i32 %v4, %v63
  %v65 = sub i32 0, %v64
  %v66 = select i1 %v62, i32 %v65, i32 %v64
  %v67 = srem i32 %v4, %v63
  %v68 = select i1 %v62, i32 0, i32 %v67
  %v69 = icmp ne i32 %v68, 0
  %v70 = xor i32 %v68, %v59
  %v71 = icmp slt i32 %v70, 0
  %v72 = and i1 %v69, %v71
  %v73 = sub i32 %v66, 1
  %v74 = add i32 %v68, %v59
  %v75 = select i1 %v72, i32 %v73, i32 %v66
  %v76 = select i1 %v72, i32 %v74, i32 %v68
  %v77 = select i1 %v60, i32 %v4, i32 %v76
  %v78 = add i32 %v56, %v77
  %v79 = mul i32 8, %v36
  %v80 = icmp eq i32 %v79, 0
  %v81 = select i1 %v80, i32 1, i32 %v79
  %v82 = icmp eq i32 %v79, -1
  %v83 = select i1 %v82, i32 1, i32 %v81
  %v84 = sdiv i32 %v4, %v83
  %v85 = sub i32 0, %v84
  %v86 = select i1 %v82, i32 %v85, i32 %v84
  %v87 = srem i32 %v4, %v83
  %v88 = select i1 %v82, i32 0, i32 %v87
  %v89 = icmp ne i32 %v88, 0
  %v90 = xor i32 %v88, %v79
  %v91 = icmp slt i32 %v90, 0
  %v92 = and i1 %v89, %v91
  %v93 = sub i32 %v86, 1
  %v94 = add i32 %v88, %v79
  %v95 = select i1 %v92, i32 %v93, i32 %v86
  %v96 = select i1 %v92, i32 %v94, i32 %v88
  %v97 = select i1 %v80, i32 %v4, i32 %v96
  %v98 = icmp eq i32 %v59, 0
  %v99 = select i1 %v98, i32 1, i32 %v59
  %v100 = icmp eq i32 %v59, -1
  %v101 = select i1 %v100, i32 1, i32 %v99
  %v102 = sdiv i32 %v97, %v101
  %v103 = sub i32 0, %v102
  %v104 = select i1 %v100, i32 %v103, i32 %v102
  %v105 = srem i32 %v97, %v101
  %v106 = select i1 %v100, i32 0, i32 %v105
  %v107 = icmp ne i32 %v106, 0
  %v108 = xor i32 %v106, %v59
  %v109 = icmp slt i32 %v108, 0
  %v110 = and i1 %v107, %v109
  %v111 = sub i32 %v104, 1
  %v112 = add i32 %v106, %v59
  %v113 = select i1 %v110, i32 %v111, i32 %v104
  %v114 = select i1 %v110, i32 %v112, i32 %v106
  %v115 = select i1 %v98, i32 0, i32 %v113
  %v116 = icmp eq i32 32, 0
  %v117 = select i1 %v116, i32 1, i32 32
  %v118 = icmp eq i32 32, -1
  %v119 = select i1 %v118, i32 1, i32 %v117
  %v120 = sdiv i32 %p2, %v119
  %v121 = sub i32 0, %v120
  %v122 = select i1 %v118, i32 %v121, i32 %v120
  %v123 = srem i32 %p2, %v119
  %v124 = select i1 %v118, i32 0, i32 %v123
  %v125 = icmp ne i32 %v124, 0
  %v126 = xor i32 %v124, 32
  %v127 = icmp sge i32 %v126, 0
  %v128 = and i1 %v125, %v127
  %v129 = add i32 %v122, 1
  %v130 = select i1 %v128, i32 %v129, i32 %v122
  %v131 = select i1 %v116, i32 0, i32 %v130
  %v132 = sext i32 %v131 to i64
  br label %for1
for1:
  %v133 = phi float [ 0x0000000000000000, %entry0 ], [ %v1052, %mma_tile_done12 ]
  %v134 = phi float [ 0x0000000000000000, %entry0 ], [ %v1053, %mma_tile_done12 ]
  %v135 = phi float [ 0x0000000000000000, %entry0 ], [ %v1054, %mma_tile_done12 ]
  %v136 = phi float [ 0x0000000000000000, %entry0 ], [ %v1055, %mma_tile_done12 ]
  %v137 = phi float [ 0x0000000000000000, %entry0 ], [ %v1056, %mma_tile_done12 ]
  %v138 = phi float [ 0x0000000000000000, %entry0 ], [ %v1057, %mma_tile_done12 ]
  %v139 = phi float [ 0x0000000000000000, %entry0 ], [ %v1058, %mma_tile_done12 ]
  %v140 = phi float [ 0x0000000000000000, %entry0 ], [ %v1059, %mma_tile_done12 ]
  %v141 = phi float [ 0x0000000000000000, %entry0 ], [ %v1060, %mma_tile_done12 ]
  %v142 = phi float [ 0x0000000000000000, %entry0 ], [ %v1061, %mma_tile_done12 ]
  %v143 = phi float [ 0x0000000000000000, %entry0 ], [ %v1062, %mma_tile_done12 ]
  %v144 = phi float [ 0x0000000000000000, %entry0 ], [ %v1063, %mma_tile_done12 ]
  %v145 = phi float [ 0x0000000000000000, %entry0 ], [ %v1064, %mma_tile_done12 ]
  %v146 = phi float [ 0x0000000000000000, %entry0 ], [ %v1065, %mma_tile_done12 ]
  %v147 = phi float [ 0x0000000000000000, %entry0 ], [ %v1066, %mma_tile_done12 ]
  %v148 = phi float [ 0x0000000000000000, %entry0 ], [ %v1067, %mma_tile_done12 ]
  %v149 = phi i64 [ 0, %entry0 ], [ %v1068, %mma_tile_done12 ]
  %v150 = icmp slt i64 %v149, %v132
  %v151 = icmp sgt i64 %v149, %v132
  %v152 = icmp sgt i64 1, 0
  %v153 = select i1 %v152, i1 %v150, i1 %v151
  br i1 %v153, label %body2, label %endfor3
body2:
  %v154 = trunc i64 %v149 to i32
  %v155 = and i32 %v2, 1
  %v156 = shl i32 %v155, 3
  %v157 = lshr i32 %v2, 1
  %v158 = and i32 %v157, 1
  %v159 = shl i32 %v158, 4
  %v160 = or i32 %v156, %v159
  %v161 = lshr i32 %v2, 2
  %v162 = and i32 %v161, 1
  %v163 = shl i32 %v162, 5
  %v164 = or i32 %v160, %v163
  %v165 = lshr i32 %v2, 3
  %v166 = and i32 %v165, 1
  %v167 = shl i32 %v166, 6
  %v168 = or i32 %v164, %v167
  %v169 = lshr i32 %v2, 4
  %v170 = and i32 %v169, 1
  %v171 = shl i32 %v170, 7
  %v172 = or i32 %v168, %v171
  %v173 = and i32 %v3, 1
  %v174 = shl i32 %v173, 8
  %v175 = or i32 %v172, %v174
  %v176 = lshr i32 %v3, 1
  %v177 = and i32 %v176, 1
  %v178 = shl i32 %v177, 9
  %v179 = or i32 %v175, %v178
  %v180 = lshr i32 %v3, 2
  %v181 = and i32 %v180, 1
  %v182 = shl i32 %v181, 10
  %v183 = or i32 %v179, %v182
  %v184 = lshr i32 %v183, 5
  %v185 = and i32 %v184, 63
  %v186 = and i32 %v183, 31
  %v187 = sext i32 %v78 to i64
  %v188 = mul i64 %v187, 64
  %v189 = zext i32 %v185 to i64
  %v190 = add i64 %v188, %v189
  %v191 = sext i32 %p3 to i64
  %v192 = zext i32 %p1 to i64
  %v193 = mul i64 %v190, %v191
  %v194 = add i64 %v188, 64
  %v195 = icmp sle i64 %v194, %v192
  %v196 = icmp sge i64 %v187, 0
  %v197 = and i1 %v195, %v196
  %v198 = sext i32 %v154 to i64
  %v199 = mul i64 %v198, 32
  %v200 = zext i32 %v186 to i64
  %v201 = add i64 %v199, %v200
  %v202 = zext i32 %p2 to i64
  %v203 = add i64 %v193, %v201
  %v204 = add i64 %v199, 32
  %v205 = icmp sle i64 %v204, %v202
  %v206 = icmp sge i64 %v198, 0
  %v207 = and i1 %v205, %v206
  %v208 = and i1 %v197, %v207
  br i1 %v208, label %ld_full4, label %ld_edge5
endfor3:
  %v1069 = and i32 %v2, 1
  %v1070 = shl i32 %v1069, 2
  %v1071 = lshr i32 %v2, 1
  %v1072 = and i32 %v1071, 1
  %v1073 = shl i32 %v1072, 3
  %v1074 = or i32 %v1070, %v1073
  %v1075 = lshr i32 %v2, 2
  %v1076 = and i32 %v1075, 1
  %v1077 = shl i32 %v1076, 4
  %v1078 = or i32 %v1074, %v1077
  %v1079 = lshr i32 %v2, 3
  %v1080 = and i32 %v1079, 1
  %v1081 = shl i32 %v1080, 5
  %v1082 = or i32 %v1078, %v1081
  %v1083 = lshr i32 %v2, 4
  %v1084 = and i32 %v1083, 1
  %v1085 = shl i32 %v1084, 6
  %v1086 = or i32 %v1082, %v1085
  %v1087 = and i32 %v3, 1
  %v1088 = shl i32 %v1087, 7
  %v1089 = or i32 %v1086, %v1088
  %v1090 = lshr i32 %v3, 1
  %v1091 = and i32 %v1090, 1
  %v1092 = shl i32 %v1091, 8
  %v1093 = or i32 %v1089, %v1092
  %v1094 = lshr i32 %v3, 2
  %v1095 = and i32 %v1094, 1
  %v1096 = shl i32 %v1095, 9
  %v1097 = or i32 %v1093, %v1096
  %v1098 = lshr i32 %v1097, 6
  %v1099 = and i32 %v1098, 63
  %v1100 = and i32 %v1097, 63
  %v1101 = sext i32 %v78 to i64
  %v1102 = mul i64 %v1101, 64
  %v1103 = zext i32 %v1099 to i64
  %v1104 = add i64 %v1102, %v1103
  %v1105 = sext i32 %p13 to i64
  %v1106 = zext i32 %p11 to i64
  %v1107 = mul i64 %v1104, %v1105
  %v1108 = add i64 %v1102, 64
  %v1109 = icmp sle i64 %v1108, %v1106
  %v1110 = icmp sge i64 %v1101, 0
  %v1111 = and i1 %v1109, %v1110
  %v1112 = sext i32 %v115 to i64
  %v1113 = mul i64 %v1112, 64
  %v1114 = zext i32 %v1100 to i64
  %v1115 = add i64 %v1113, %v1114
  %v1116 = zext i32 %p12 to i64
  %v1117 = add i64 %v1107, %v1115
  %v1118 = add i64 %v1113, 64
  %v1119 = icmp sle i64 %v1118, %v1116
  %v1120 = icmp sge i64 %v1112, 0
  %v1121 = and i1 %v1119, %v1120
  %v1122 = and i1 %v1111, %v1121
  br i1 %v1122, label %st_full15, label %st_edge16
ld_full4:
  %v209 = icmp ult i64 %v190, %v192
  %v210 = icmp ult i64 %v201, %v202
  %v211 = and i1 %v209, %v210
  %v212 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v203
  %v213 = bitcast half addrspace(1)* %v212 to <4 x i32> addrspace(1)*
  %v214 = load <4 x i32>, <4 x i32> addrspace(1)* %v213, align 16
  %v215 = extractelement <4 x i32> %v214, i32 0
  %v216 = trunc i32 %v215 to i16
  %v217 = bitcast i16 %v216 to half
  %v218 = fpext half %v217 to float
  %v219 = extractelement <4 x i32> %v214, i32 0
  %v220 = lshr i32 %v219, 16
  %v221 = trunc i32 %v220 to i16
  %v222 = bitcast i16 %v221 to half
  %v223 = fpext half %v222 to float
  %v224 = extractelement <4 x i32> %v214, i32 1
  %v225 = trunc i32 %v224 to i16
  %v226 = bitcast i16 %v225 to half
  %v227 = fpext half %v226 to float
  %v228 = extractelement <4 x i32> %v214, i32 1
  %v229 = lshr i32 %v228, 16
  %v230 = trunc i32 %v229 to i16
  %v231 = bitcast i16 %v230 to half
  %v232 = fpext half %v231 to float
  %v233 = extractelement <4 x i32> %v214, i32 2
  %v234 = trunc i32 %v233 to i16
  %v235 = bitcast i16 %v234 to half
  %v236 = fpext half %v235 to float
  %v237 = extractelement <4 x i32> %v214, i32 2
  %v238 = lshr i32 %v237, 16
  %v239 = trunc i32 %v238 to i16
  %v240 = bitcast i16 %v239 to half
  %v241 = fpext half %v240 to float
  %v242 = extractelement <4 x i32> %v214, i32 3
  %v243 = trunc i32 %v242 to i16
  %v244 = bitcast i16 %v243 to half
  %v245 = fpext half %v244 to float
  %v246 = extractelement <4 x i32> %v214, i32 3
  %v247 = lshr i32 %v246, 16
  %v248 = trunc i32 %v247 to i16
  %v249 = bitcast i16 %v248 to half
  %v250 = fpext half %v249 to float
  br label %ld_done6
ld_edge5:
  %v251 = fptrunc float 0x0000000000000000 to half
  %v252 = bitcast half %v251 to i16
  %v253 = zext i16 %v252 to i32
  %v254 = bitcast half %v251 to i16
  %v255 = zext i16 %v254 to i32
  %v256 = shl i32 %v255, 16
  %v257 = or i32 %v253, %v256
  %v258 = icmp ult i64 %v190, %v192
  %v259 = icmp ult i64 %v201, %v202
  %v260 = and i1 %v258, %v259
  %v261 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v203
  %v262 = bitcast half addrspace(1)* %v261 to <4 x i32> addrspace(1)*
  %v263 = ptrtoint <4 x i32> addrspace(1)* %v262 to i64
  %v264 = zext i1 %v260 to i32
  %v265 = call {i32, i32, i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $5, 0; @p ld.global.nc.v4.b32 {$0, $1, $2, $3}, [$4]; }", "=r,=r,=r,=r,l,r,0,1,2,3"(i64 %v263, i32 %v264, i32 %v257, i32 %v257, i32 %v257, i32 %v257)
  %v266 = extractvalue {i32, i32, i32, i32} %v265, 0
  %v267 = extractvalue {i32, i32, i32, i32} %v265, 1
  %v268 = extractvalue {i32, i32, i32, i32} %v265, 2
  %v269 = extractvalue {i32, i32, i32, i32} %v265, 3
  %v270 = insertelement <4 x i32> undef, i32 %v266, i32 0
  %v271 = insertelement <4 x i32> %v270, i32 %v267, i32 1
  %v272 = insertelement <4 x i32> %v271, i32 %v268, i32 2
  %v273 = insertelement <4 x i32> %v272, i32 %v269, i32 3
  %v274 = extractelement <4 x i32> %v273, i32 0
  %v275 = trunc i32 %v274 to i16
  %v276 = bitcast i16 %v275 to half
  %v277 = fpext half %v276 to float
  %v278 = extractelement <4 x i32> %v273, i32 0
  %v279 = lshr i32 %v278, 16
  %v280 = trunc i32 %v279 to i16
  %v281 = bitcast i16 %v280 to half
  %v282 = fpext half %v281 to float
  %v283 = extractelement <4 x i32> %v273, i32 1
  %v284 = trunc i32 %v283 to i16
  %v285 = bitcast i16 %v284 to half
  %v286 = fpext half %v285 to float
  %v287 = extractelement <4 x i32> %v273, i32 1
  %v288 = lshr i32 %v287, 16
  %v289 = trunc i32 %v288 to i16
  %v290 = bitcast i16 %v289 to half
  %v291 = fpext half %v290 to float
  %v292 = extractelement <4 x i32> %v273, i32 2
  %v293 = trunc i32 %v292 to i16
  %v294 = bitcast i16 %v293 to half
  %v295 = fpext half %v294 to float
  %v296 = extractelement <4 x i32> %v273, i32 2
  %v297 = lshr i32 %v296, 16
  %v298 = trunc i32 %v297 to i16
  %v299 = bitcast i16 %v298 to half
  %v300 = fpext half %v299 to float
  %v301 = extractelement <4 x i32> %v273, i32 3
  %v302 = trunc i32 %v301 to i16
  %v303 = bitcast i16 %v302 to half
  %v304 = fpext half %v303 to float
  %v305 = extractelement <4 x i32> %v273, i32 3
  %v306 = lshr i32 %v305, 16
  %v307 = trunc i32 %v306 to i16
  %v308 = bitcast i16 %v307 to half
  %v309 = fpext half %v308 to float
  br label %ld_done6
ld_done6:
  %v310 = phi float [ %v218, %ld_full4 ], [ %v277, %ld_edge5 ]
  %v311 = phi float [ %v223, %ld_full4 ], [ %v282, %ld_edge5 ]
  %v312 = phi float [ %v227, %ld_full4 ], [ %v286, %ld_edge5 ]
  %v313 = phi float [ %v232, %ld_full4 ], [ %v291, %ld_edge5 ]
  %v314 = phi float [ %v236, %ld_full4 ], [ %v295, %ld_edge5 ]
  %v315 = phi float [ %v241, %ld_full4 ], [ %v300, %ld_edge5 ]
  %v316 = phi float [ %v245, %ld_full4 ], [ %v304, %ld_edge5 ]
  %v317 = phi float [ %v250, %ld_full4 ], [ %v309, %ld_edge5 ]
  %v318 = and i32 %v2, 1
  %v319 = shl i32 %v318, 3
  %v320 = lshr i32 %v2, 1
  %v321 = and i32 %v320, 1
  %v322 = shl i32 %v321, 4
  %v323 = or i32 %v319, %v322
  %v324 = lshr i32 %v2, 2
  %v325 = and i32 %v324, 1
  %v326 = shl i32 %v325, 5
  %v327 = or i32 %v323, %v326
  %v328 = lshr i32 %v2, 3
  %v329 = and i32 %v328, 1
  %v330 = shl i32 %v329, 6
  %v331 = or i32 %v327, %v330
  %v332 = lshr i32 %v2, 4
  %v333 = and i32 %v332, 1
  %v334 = shl i32 %v333, 7
  %v335 = or i32 %v331, %v334
  %v336 = and i32 %v3, 1
  %v337 = shl i32 %v336, 8
  %v338 = or i32 %v335, %v337
  %v339 = lshr i32 %v3, 1
  %v340 = and i32 %v339, 1
  %v341 = shl i32 %v340, 9
  %v342 = or i32 %v338, %v341
  %v343 = lshr i32 %v3, 2
  %v344 = and i32 %v343, 1
  %v345 = shl i32 %v344, 10
  %v346 = or i32 %v342, %v345
  %v347 = lshr i32 %v346, 6
  %v348 = and i32 %v347, 31
  %v349 = and i32 %v346, 63
  %v350 = sext i32 %v154 to i64
  %v351 = mul i64 %v350, 32
  %v352 = zext i32 %v348 to i64
  %v353 = add i64 %v351, %v352
  %v354 = sext i32 %p8 to i64
  %v355 = zext i32 %p6 to i64
  %v356 = mul i64 %v353, %v354
  %v357 = add i64 %v351, 32
  %v358 = icmp sle i64 %v357, %v355
  %v359 = icmp sge i64 %v350, 0
  %v360 = and i1 %v358, %v359
  %v361 = sext i32 %v115 to i64
  %v362 = mul i64 %v361, 64
  %v363 = zext i32 %v349 to i64
  %v364 = add i64 %v362, %v363
  %v365 = zext i32 %p7 to i64
  %v366 = add i64 %v356, %v364
  %v367 = add i64 %v362, 64
  %v368 = icmp sle i64 %v367, %v365
  %v369 = icmp sge i64 %v361, 0
  %v370 = and i1 %v368, %v369
  %v371 = and i1 %v360, %v370
  br i1 %v371, label %ld_full7, label %ld_edge8
ld_full7:
  %v372 = icmp ult i64 %v353, %v355
  %v373 = icmp ult i64 %v364, %v365
  %v374 = and i1 %v372, %v373
  %v375 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v366
  %v376 = bitcast half addrspace(1)* %v375 to <2 x i32> addrspace(1)*
  %v377 = load <2 x i32>, <2 x i32> addrspace(1)* %v376, align 8
  %v378 = extractelement <2 x i32> %v377, i32 0
  %v379 = trunc i32 %v378 to i16
  %v380 = bitcast i16 %v379 to half
  %v381 = fpext half %v380 to float
  %v382 = extractelement <2 x i32> %v377, i32 0
  %v383 = lshr i32 %v382, 16
  %v384 = trunc i32 %v383 to i16
  %v385 = bitcast i16 %v384 to half
  %v386 = fpext half %v385 to float
  %v387 = extractelement <2 x i32> %v377, i32 1
  %v388 = trunc i32 %v387 to i16
  %v389 = bitcast i16 %v388 to half
  %v390 = fpext half %v389 to float
  %v391 = extractelement <2 x i32> %v377, i32 1
  %v392 = lshr i32 %v391, 16
  %v393 = trunc i32 %v392 to i16
  %v394 = bitcast i16 %v393 to half
  %v395 = fpext half %v394 to float
  %v396 = icmp ult i64 %v353, %v355
  %v397 = add i64 %v366, 4
  %v398 = add i64 %v364, 4
  %v399 = icmp ult i64 %v398, %v365
  %v400 = and i1 %v396, %v399
  %v401 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v397
  %v402 = bitcast half addrspace(1)* %v401 to <2 x i32> addrspace(1)*
  %v403 = load <2 x i32>, <2 x i32> addrspace(1)* %v402, align 8
  %v404 = extractelement <2 x i32> %v403, i32 0
  %v405 = trunc i32 %v404 to i16
  %v406 = bitcast i16 %v405 to half
  %v407 = fpext half %v406 to float
  %v408 = extractelement <2 x i32> %v403, i32 0
  %v409 = lshr i32 %v408, 16
  %v410 = trunc i32 %v409 to i16
  %v411 = bitcast i16 %v410 to half
  %v412 = fpext half %v411 to float
  %v413 = extractelement <2 x i32> %v403, i32 1
  %v414 = trunc i32 %v413 to i16
  %v415 = bitcast i16 %v414 to half
  %v416 = fpext half %v415 to float
  %v417 = extractelement <2 x i32> %v403, i32 1
  %v418 = lshr i32 %v417, 16
  %v419 = trunc i32 %v418 to i16
  %v420 = bitcast i16 %v419 to half
  %v421 = fpext half %v420 to float
  br label %ld_done9
ld_edge8:
  %v422 = fptrunc float 0x0000000000000000 to half
  %v423 = bitcast half %v422 to i16
  %v424 = zext i16 %v423 to i32
  %v425 = bitcast half %v422 to i16
  %v426 = zext i16 %v425 to i32
  %v427 = shl i32 %v426, 16
  %v428 = or i32 %v424, %v427
  %v429 = icmp ult i64 %v353, %v355
  %v430 = icmp ult i64 %v364, %v365
  %v431 = and i1 %v429, %v430
  %v432 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v366
  %v433 = bitcast half addrspace(1)* %v432 to <2 x i32> addrspace(1)*
  %v434 = ptrtoint <2 x i32> addrspace(1)* %v433 to i64
  %v435 = zext i1 %v431 to i32
  %v436 = call {i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $3, 0; @p ld.global.nc.v2.b32 {$0, $1}, [$2]; }", "=r,=r,l,r,0,1"(i64 %v434, i32 %v435, i32 %v428, i32 %v428)
  %v437 = extractvalue {i32, i32} %v436, 0
  %v438 = extractvalue {i32, i32} %v436, 1
  %v439 = insertelement <2 x i32> undef, i32 %v437, i32 0
  %v440 = insertelement <2 x i32> %v439, i32 %v438, i32 1
  %v441 = extractelement <2 x i32> %v440, i32 0
  %v442 = trunc i32 %v441 to i16
  %v443 = bitcast i16 %v442 to half
  %v444 = fpext half %v443 to float
  %v445 = extractelement <2 x i32> %v440, i32 0
  %v446 = lshr i32 %v445, 16
  %v447 = trunc i32 %v446 to i16
  %v448 = bitcast i16 %v447 to half
  %v449 = fpext half %v448 to float
  %v450 = extractelement <2 x i32> %v440, i32 1
  %v451 = trunc i32 %v450 to i16
  %v452 = bitcast i16 %v451 to half
  %v453 = fpext half %v452 to float
  %v454 = extractelement <2 x i32> %v440, i32 1
  %v455 = lshr i32 %v454, 16
  %v456 = trunc i32 %v455 to i16
  %v457 = bitcast i16 %v456 to half
  %v458 = fpext half %v457 to float
  %v459 = icmp ult i64 %v353, %v355
  %v460 = add i64 %v366, 4
  %v461 = add i64 %v364, 4
  %v462 = icmp ult i64 %v461, %v365
  %v463 = and i1 %v459, %v462
  %v464 = getelementptr inbounds half, half addrspace(1)* %p5, i64 %v460
  %v465 = bitcast half addrspace(1)* %v464 to <2 x i32> addrspace(1)*
  %v466 = ptrtoint <2 x i32> addrspace(1)* %v465 to i64
  %v467 = zext i1 %v463 to i32
  %v468 = call {i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $3, 0; @p ld.global.nc.v2.b32 {$0, $1}, [$2]; }", "=r,=r,l,r,0,1"(i64 %v466, i32 %v467, i32 %v428, i32 %v428)
  %v469 = extractvalue {i32, i32} %v468, 0
  %v470 = extractvalue {i32, i32} %v468, 1
  %v471 = insertelement <2 x i32> undef, i32 %v469, i32 0
  %v472 = insertelement <2 x i32> %v471, i32 %v470, i32 1
  %v473 = extractelement <2 x i32> %v472, i32 0
  %v474 = trunc i32 %v473 to i16
  %v475 = bitcast i16 %v474 to half
  %v476 = fpext half %v475 to float
  %v477 = extractelement <2 x i32> %v472, i32 0
  %v478 = lshr i32 %v477, 16
  %v479 = trunc i32 %v478 to i16
  %v480 = bitcast i16 %v479 to half
  %v481 = fpext half %v480 to float
  %v482 = extractelement <2 x i32> %v472, i32 1
  %v483 = trunc i32 %v482 to i16
  %v484 = bitcast i16 %v483 to half
  %v485 = fpext half %v484 to float
  %v486 = extractelement <2 x i32> %v472, i32 1
  %v487 = lshr i32 %v486, 16
  %v488 = trunc i32 %v487 to i16
  %v489 = bitcast i16 %v488 to half
  %v490 = fpext half %v489 to float
  br label %ld_done9
ld_done9:
  %v491 = phi float [ %v381, %ld_full7 ], [ %v444, %ld_edge8 ]
  %v492 = phi float [ %v386, %ld_full7 ], [ %v449, %ld_edge8 ]
  %v493 = phi float [ %v390, %ld_full7 ], [ %v453, %ld_edge8 ]
  %v494 = phi float [ %v395, %ld_full7 ], [ %v458, %ld_edge8 ]
  %v495 = phi float [ %v407, %ld_full7 ], [ %v476, %ld_edge8 ]
  %v496 = phi float [ %v412, %ld_full7 ], [ %v481, %ld_edge8 ]
  %v497 = phi float [ %v416, %ld_full7 ], [ %v485, %ld_edge8 ]
  %v498 = phi float [ %v421, %ld_full7 ], [ %v490, %ld_edge8 ]
  call void @llvm.nvvm.barrier0()
  %v499 = and i32 %v2, 1
  %v500 = shl i32 %v499, 3
  %v501 = lshr i32 %v2, 1
  %v502 = and i32 %v501, 1
  %v503 = shl i32 %v502, 4
  %v504 = or i32 %v500, %v503
  %v505 = lshr i32 %v2, 2
  %v506 = and i32 %v505, 1
  %v507 = shl i32 %v506, 5
  %v508 = or i32 %v504, %v507
  %v509 = lshr i32 %v2, 3
  %v510 = and i32 %v509, 1
  %v511 = shl i32 %v510, 6
  %v512 = or i32 %v508, %v511
  %v513 = lshr i32 %v2, 4
  %v514 = and i32 %v513, 1
  %v515 = shl i32 %v514, 7
  %v516 = or i32 %v512, %v515
  %v517 = and i32 %v3, 1
  %v518 = shl i32 %v517, 8
  %v519 = or i32 %v516, %v518
  %v520 = lshr i32 %v3, 1
  %v521 = and i32 %v520, 1
  %v522 = shl i32 %v521, 9
  %v523 = or i32 %v519, %v522
  %v524 = lshr i32 %v3, 2
  %v525 = and i32 %v524, 1
  %v526 = shl i32 %v525, 10
  %v527 = or i32 %v523, %v526
  %v528 = udiv i32 %v527, 32
  %v529 = urem i32 %v527, 32
  %v530 = mul i32 %v528, 40
  %v531 = add i32 %v530, %v529
  %v532 = fptrunc float %v310 to half
  %v533 = bitcast half %v532 to i16
  %v534 = fptrunc float %v311 to half
  %v535 = bitcast half %v534 to i16
  %v536 = fptrunc float %v312 to half
  %v537 = bitcast half %v536 to i16
  %v538 = fptrunc float %v313 to half
  %v539 = bitcast half %v538 to i16
  %v540 = fptrunc float %v314 to half
  %v541 = bitcast half %v540 to i16
  %v542 = fptrunc float %v315 to half
  %v543 = bitcast half %v542 to i16
  %v544 = fptrunc float %v316 to half
  %v545 = bitcast half %v544 to i16
  %v546 = fptrunc float %v317 to half
  %v547 = bitcast half %v546 to i16
  %v548 = zext i16 %v533 to i32
  %v549 = zext i16 %v535 to i32
  %v550 = shl i32 %v549, 16
  %v551 = or i32 %v548, %v550
  %v552 = zext i16 %v537 to i32
  %v553 = zext i16 %v539 to i32
  %v554 = shl i32 %v553, 16
  %v555 = or i32 %v552, %v554
  %v556 = zext i16 %v541 to i32
  %v557 = zext i16 %v543 to i32
  %v558 = shl i32 %v557, 16
  %v559 = or i32 %v556, %v558
  %v560 = zext i16 %v545 to i32
  %v561 = zext i16 %v547 to i32
  %v562 = shl i32 %v561, 16
  %v563 = or i32 %v560, %v562
  %v564 = lshr i32 %v531, 1
  %v565 = insertelement <4 x i32> undef, i32 %v551, i32 0
  %v566 = insertelement <4 x i32> %v565, i32 %v555, i32 1
  %v567 = insertelement <4 x i32> %v566, i32 %v559, i32 2
  %v568 = insertelement <4 x i32> %v567, i32 %v563, i32 3
  %v569 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v570 = getelementptr inbounds i32, i32 addrspace(3)* %v569, i32 %v564
  %v571 = bitcast i32 addrspace(3)* %v570 to <4 x i32> addrspace(3)*
  store volatile <4 x i32> %v568, <4 x i32> addrspace(3)* %v571, align 16
  %v572 = and i32 %v2, 1
  %v573 = shl i32 %v572, 3
  %v574 = lshr i32 %v2, 1
  %v575 = and i32 %v574, 1
  %v576 = shl i32 %v575, 4
  %v577 = or i32 %v573, %v576
  %v578 = lshr i32 %v2, 2
  %v579 = and i32 %v578, 1
  %v580 = shl i32 %v579, 5
  %v581 = or i32 %v577, %v580
  %v582 = lshr i32 %v2, 3
  %v583 = and i32 %v582, 1
  %v584 = shl i32 %v583, 6
  %v585 = or i32 %v581, %v584
  %v586 = lshr i32 %v2, 4
  %v587 = and i32 %v586, 1
  %v588 = shl i32 %v587, 7
  %v589 = or i32 %v585, %v588
  %v590 = and i32 %v3, 1
  %v591 = shl i32 %v590, 8
  %v592 = or i32 %v589, %v591
  %v593 = lshr i32 %v3, 1
  %v594 = and i32 %v593, 1
  %v595 = shl i32 %v594, 9
  %v596 = or i32 %v592, %v595
  %v597 = lshr i32 %v3, 2
  %v598 = and i32 %v597, 1
  %v599 = shl i32 %v598, 10
  %v600 = or i32 %v596, %v599
  %v601 = udiv i32 %v600, 64
  %v602 = urem i32 %v600, 64
  %v603 = mul i32 %v601, 72
  %v604 = add i32 %v603, %v602
  %v605 = fptrunc float %v491 to half
  %v606 = bitcast half %v605 to i16
  %v607 = fptrunc float %v492 to half
  %v608 = bitcast half %v607 to i16
  %v609 = fptrunc float %v493 to half
  %v610 = bitcast half %v609 to i16
  %v611 = fptrunc float %v494 to half
  %v612 = bitcast half %v611 to i16
  %v613 = fptrunc float %v495 to half
  %v614 = bitcast half %v613 to i16
  %v615 = fptrunc float %v496 to half
  %v616 = bitcast half %v615 to i16
  %v617 = fptrunc float %v497 to half
  %v618 = bitcast half %v617 to i16
  %v619 = fptrunc float %v498 to half
  %v620 = bitcast half %v619 to i16
  %v621 = zext i16 %v606 to i32
  %v622 = zext i16 %v608 to i32
  %v623 = shl i32 %v622, 16
  %v624 = or i32 %v621, %v623
  %v625 = zext i16 %v610 to i32
  %v626 = zext i16 %v612 to i32
  %v627 = shl i32 %v626, 16
  %v628 = or i32 %v625, %v627
  %v629 = zext i16 %v614 to i32
  %v630 = zext i16 %v616 to i32
  %v631 = shl i32 %v630, 16
  %v632 = or i32 %v629, %v631
  %v633 = zext i16 %v618 to i32
  %v634 = zext i16 %v620 to i32
  %v635 = shl i32 %v634, 16
  %v636 = or i32 %v633, %v635
  %v637 = lshr i32 %v604, 1
  %v638 = insertelement <4 x i32> undef, i32 %v624, i32 0
  %v639 = insertelement <4 x i32> %v638, i32 %v628, i32 1
  %v640 = insertelement <4 x i32> %v639, i32 %v632, i32 2
  %v641 = insertelement <4 x i32> %v640, i32 %v636, i32 3
  %v642 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 5120) to i32 addrspace(3)*
  %v643 = getelementptr inbounds i32, i32 addrspace(3)* %v642, i32 %v637
  %v644 = bitcast i32 addrspace(3)* %v643 to <4 x i32> addrspace(3)*
  store volatile <4 x i32> %v641, <4 x i32> addrspace(3)* %v644, align 16
  call void @llvm.nvvm.barrier0()
  %v645 = lshr i32 %v2, 2
  %v646 = and i32 %v2, 3
  %v647 = shl i32 %v646, 1
  br label %mma_tile10
mma_tile10:
  %v648 = phi i32 [ %v3, %ld_done9 ], [ %v959, %mma_k16_done14 ]
  %v649 = icmp slt i32 %v648, 4
  br i1 %v649, label %mma_tile_body11, label %mma_tile_done12
mma_tile_body11:
  %v650 = udiv i32 %v648, 2
  %v651 = urem i32 %v648, 2
  %v652 = mul i32 %v650, 32
  %v653 = mul i32 %v651, 32
  %v654 = and i32 %v2, 15
  %v655 = lshr i32 %v2, 4
  %v656 = shl i32 %v655, 3
  %v657 = add i32 %v652, %v654
  %v658 = add i32 %v652, %v654
  %v659 = add i32 %v658, 16
  %v660 = add i32 %v653, %v656
  %v661 = add i32 %v653, %v656
  %v662 = add i32 %v661, 16
  br label %mma_k1613
mma_tile_done12:
  call void @llvm.nvvm.barrier0()
  %v960 = and i32 %v2, 1
  %v961 = shl i32 %v960, 2
  %v962 = lshr i32 %v2, 1
  %v963 = and i32 %v962, 1
  %v964 = shl i32 %v963, 3
  %v965 = or i32 %v961, %v964
  %v966 = lshr i32 %v2, 2
  %v967 = and i32 %v966, 1
  %v968 = shl i32 %v967, 4
  %v969 = or i32 %v965, %v968
  %v970 = lshr i32 %v2, 3
  %v971 = and i32 %v970, 1
  %v972 = shl i32 %v971, 5
  %v973 = or i32 %v969, %v972
  %v974 = lshr i32 %v2, 4
  %v975 = and i32 %v974, 1
  %v976 = shl i32 %v975, 6
  %v977 = or i32 %v973, %v976
  %v978 = and i32 %v3, 1
  %v979 = shl i32 %v978, 7
  %v980 = or i32 %v977, %v979
  %v981 = lshr i32 %v3, 1
  %v982 = and i32 %v981, 1
  %v983 = shl i32 %v982, 8
  %v984 = or i32 %v980, %v983
  %v985 = lshr i32 %v3, 2
  %v986 = and i32 %v985, 1
  %v987 = shl i32 %v986, 9
  %v988 = or i32 %v984, %v987
  %v989 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v990 = getelementptr inbounds float, float addrspace(3)* %v989, i32 %v988
  %v991 = load float, float addrspace(3)* %v990, align 4
  %v992 = or i32 %v988, 1
  %v993 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v994 = getelementptr inbounds float, float addrspace(3)* %v993, i32 %v992
  %v995 = load float, float addrspace(3)* %v994, align 4
  %v996 = or i32 %v988, 2
  %v997 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v998 = getelementptr inbounds float, float addrspace(3)* %v997, i32 %v996
  %v999 = load float, float addrspace(3)* %v998, align 4
  %v1000 = or i32 %v988, 3
  %v1001 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1002 = getelementptr inbounds float, float addrspace(3)* %v1001, i32 %v1000
  %v1003 = load float, float addrspace(3)* %v1002, align 4
  %v1004 = or i32 %v988, 1024
  %v1005 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1006 = getelementptr inbounds float, float addrspace(3)* %v1005, i32 %v1004
  %v1007 = load float, float addrspace(3)* %v1006, align 4
  %v1008 = or i32 %v988, 1025
  %v1009 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1010 = getelementptr inbounds float, float addrspace(3)* %v1009, i32 %v1008
  %v1011 = load float, float addrspace(3)* %v1010, align 4
  %v1012 = or i32 %v988, 1026
  %v1013 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1014 = getelementptr inbounds float, float addrspace(3)* %v1013, i32 %v1012
  %v1015 = load float, float addrspace(3)* %v1014, align 4
  %v1016 = or i32 %v988, 1027
  %v1017 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1018 = getelementptr inbounds float, float addrspace(3)* %v1017, i32 %v1016
  %v1019 = load float, float addrspace(3)* %v1018, align 4
  %v1020 = or i32 %v988, 2048
  %v1021 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1022 = getelementptr inbounds float, float addrspace(3)* %v1021, i32 %v1020
  %v1023 = load float, float addrspace(3)* %v1022, align 4
  %v1024 = or i32 %v988, 2049
  %v1025 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1026 = getelementptr inbounds float, float addrspace(3)* %v1025, i32 %v1024
  %v1027 = load float, float addrspace(3)* %v1026, align 4
  %v1028 = or i32 %v988, 2050
  %v1029 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1030 = getelementptr inbounds float, float addrspace(3)* %v1029, i32 %v1028
  %v1031 = load float, float addrspace(3)* %v1030, align 4
  %v1032 = or i32 %v988, 2051
  %v1033 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1034 = getelementptr inbounds float, float addrspace(3)* %v1033, i32 %v1032
  %v1035 = load float, float addrspace(3)* %v1034, align 4
  %v1036 = or i32 %v988, 3072
  %v1037 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1038 = getelementptr inbounds float, float addrspace(3)* %v1037, i32 %v1036
  %v1039 = load float, float addrspace(3)* %v1038, align 4
  %v1040 = or i32 %v988, 3073
  %v1041 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1042 = getelementptr inbounds float, float addrspace(3)* %v1041, i32 %v1040
  %v1043 = load float, float addrspace(3)* %v1042, align 4
  %v1044 = or i32 %v988, 3074
  %v1045 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1046 = getelementptr inbounds float, float addrspace(3)* %v1045, i32 %v1044
  %v1047 = load float, float addrspace(3)* %v1046, align 4
  %v1048 = or i32 %v988, 3075
  %v1049 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v1050 = getelementptr inbounds float, float addrspace(3)* %v1049, i32 %v1048
  %v1051 = load float, float addrspace(3)* %v1050, align 4
  %v1052 = fadd float %v133, %v991
  %v1053 = fadd float %v134, %v995
  %v1054 = fadd float %v135, %v999
  %v1055 = fadd float %v136, %v1003
  %v1056 = fadd float %v137, %v1007
  %v1057 = fadd float %v138, %v1011
  %v1058 = fadd float %v139, %v1015
  %v1059 = fadd float %v140, %v1019
  %v1060 = fadd float %v141, %v1023
  %v1061 = fadd float %v142, %v1027
  %v1062 = fadd float %v143, %v1031
  %v1063 = fadd float %v144, %v1035
  %v1064 = fadd float %v145, %v1039
  %v1065 = fadd float %v146, %v1043
  %v1066 = fadd float %v147, %v1047
  %v1067 = fadd float %v148, %v1051
  %v1068 = add i64 %v149, 1
  br label %for1
mma_k1613:
  %v663 = phi i32 [ 0, %mma_tile_body11 ], [ %v780, %mma_k1613 ]
  %v664 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v741, %mma_k1613 ]
  %v665 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v742, %mma_k1613 ]
  %v666 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v743, %mma_k1613 ]
  %v667 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v744, %mma_k1613 ]
  %v668 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v746, %mma_k1613 ]
  %v669 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v747, %mma_k1613 ]
  %v670 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v748, %mma_k1613 ]
  %v671 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v749, %mma_k1613 ]
  %v672 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v751, %mma_k1613 ]
  %v673 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v752, %mma_k1613 ]
  %v674 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v753, %mma_k1613 ]
  %v675 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v754, %mma_k1613 ]
  %v676 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v756, %mma_k1613 ]
  %v677 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v757, %mma_k1613 ]
  %v678 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v758, %mma_k1613 ]
  %v679 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v759, %mma_k1613 ]
  %v680 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v761, %mma_k1613 ]
  %v681 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v762, %mma_k1613 ]
  %v682 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v763, %mma_k1613 ]
  %v683 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v764, %mma_k1613 ]
  %v684 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v766, %mma_k1613 ]
  %v685 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v767, %mma_k1613 ]
  %v686 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v768, %mma_k1613 ]
  %v687 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v769, %mma_k1613 ]
  %v688 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v771, %mma_k1613 ]
  %v689 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v772, %mma_k1613 ]
  %v690 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v773, %mma_k1613 ]
  %v691 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v774, %mma_k1613 ]
  %v692 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v776, %mma_k1613 ]
  %v693 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v777, %mma_k1613 ]
  %v694 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v778, %mma_k1613 ]
  %v695 = phi float [ 0x0000000000000000, %mma_tile_body11 ], [ %v779, %mma_k1613 ]
  %v696 = add i32 %v663, %v656
  %v697 = add i32 %v663, %v654
  %v698 = mul i32 %v657, 40
  %v699 = add i32 %v698, %v696
  %v700 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v701 = getelementptr inbounds i16, i16 addrspace(3)* %v700, i32 %v699
  %v702 = ptrtoint i16 addrspace(3)* %v701 to i32
  %v703 = call {i32, i32, i32, i32} asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %v702)
  %v704 = extractvalue {i32, i32, i32, i32} %v703, 0
  %v705 = extractvalue {i32, i32, i32, i32} %v703, 1
  %v706 = extractvalue {i32, i32, i32, i32} %v703, 2
  %v707 = extractvalue {i32, i32, i32, i32} %v703, 3
  %v708 = mul i32 %v659, 40
  %v709 = add i32 %v708, %v696
  %v710 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v711 = getelementptr inbounds i16, i16 addrspace(3)* %v710, i32 %v709
  %v712 = ptrtoint i16 addrspace(3)* %v711 to i32
  %v713 = call {i32, i32, i32, i32} asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %v712)
  %v714 = extractvalue {i32, i32, i32, i32} %v713, 0
  %v715 = extractvalue {i32, i32, i32, i32} %v713, 1
  %v716 = extractvalue {i32, i32, i32, i32} %v713, 2
  %v717 = extractvalue {i32, i32, i32, i32} %v713, 3
  %v718 = mul i32 %v697, 72
  %v719 = add i32 %v718, %v660
  %v720 = add i32 %v719, 2560
  %v721 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v722 = getelementptr inbounds i16, i16 addrspace(3)* %v721, i32 %v720
  %v723 = ptrtoint i16 addrspace(3)* %v722 to i32
  %v724 = call {i32, i32, i32, i32} asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %v723)
  %v725 = extractvalue {i32, i32, i32, i32} %v724, 0
  %v726 = extractvalue {i32, i32, i32, i32} %v724, 1
  %v727 = extractvalue {i32, i32, i32, i32} %v724, 2
  %v728 = extractvalue {i32, i32, i32, i32} %v724, 3
  %v729 = mul i32 %v697, 72
  %v730 = add i32 %v729, %v662
  %v731 = add i32 %v730, 2560
  %v732 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v733 = getelementptr inbounds i16, i16 addrspace(3)* %v732, i32 %v731
  %v734 = ptrtoint i16 addrspace(3)* %v733 to i32
  %v735 = call {i32, i32, i32, i32} asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %v734)
  %v736 = extractvalue {i32, i32, i32, i32} %v735, 0
  %v737 = extractvalue {i32, i32, i32, i32} %v735, 1
  %v738 = extractvalue {i32, i32, i32, i32} %v735, 2
  %v739 = extractvalue {i32, i32, i32, i32} %v735, 3
  %v740 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v704, i32 %v705, i32 %v706, i32 %v707, i32 %v725, i32 %v726, float %v664, float %v665, float %v666, float %v667)
  %v741 = extractvalue {float, float, float, float} %v740, 0
  %v742 = extractvalue {float, float, float, float} %v740, 1
  %v743 = extractvalue {float, float, float, float} %v740, 2
  %v744 = extractvalue {float, float, float, float} %v740, 3
  %v745 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v704, i32 %v705, i32 %v706, i32 %v707, i32 %v727, i32 %v728, float %v668, float %v669, float %v670, float %v671)
  %v746 = extractvalue {float, float, float, float} %v745, 0
  %v747 = extractvalue {float, float, float, float} %v745, 1
  %v748 = extractvalue {float, float, float, float} %v745, 2
  %v749 = extractvalue {float, float, float, float} %v745, 3
  %v750 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v704, i32 %v705, i32 %v706, i32 %v707, i32 %v736, i32 %v737, float %v672, float %v673, float %v674, float %v675)
  %v751 = extractvalue {float, float, float, float} %v750, 0
  %v752 = extractvalue {float, float, float, float} %v750, 1
  %v753 = extractvalue {float, float, float, float} %v750, 2
  %v754 = extractvalue {float, float, float, float} %v750, 3
  %v755 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v704, i32 %v705, i32 %v706, i32 %v707, i32 %v738, i32 %v739, float %v676, float %v677, float %v678, float %v679)
  %v756 = extractvalue {float, float, float, float} %v755, 0
  %v757 = extractvalue {float, float, float, float} %v755, 1
  %v758 = extractvalue {float, float, float, float} %v755, 2
  %v759 = extractvalue {float, float, float, float} %v755, 3
  %v760 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v714, i32 %v715, i32 %v716, i32 %v717, i32 %v725, i32 %v726, float %v680, float %v681, float %v682, float %v683)
  %v761 = extractvalue {float, float, float, float} %v760, 0
  %v762 = extractvalue {float, float, float, float} %v760, 1
  %v763 = extractvalue {float, float, float, float} %v760, 2
  %v764 = extractvalue {float, float, float, float} %v760, 3
  %v765 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v714, i32 %v715, i32 %v716, i32 %v717, i32 %v727, i32 %v728, float %v684, float %v685, float %v686, float %v687)
  %v766 = extractvalue {float, float, float, float} %v765, 0
  %v767 = extractvalue {float, float, float, float} %v765, 1
  %v768 = extractvalue {float, float, float, float} %v765, 2
  %v769 = extractvalue {float, float, float, float} %v765, 3
  %v770 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v714, i32 %v715, i32 %v716, i32 %v717, i32 %v736, i32 %v737, float %v688, float %v689, float %v690, float %v691)
  %v771 = extractvalue {float, float, float, float} %v770, 0
  %v772 = extractvalue {float, float, float, float} %v770, 1
  %v773 = extractvalue {float, float, float, float} %v770, 2
  %v774 = extractvalue {float, float, float, float} %v770, 3
  %v775 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v714, i32 %v715, i32 %v716, i32 %v717, i32 %v738, i32 %v739, float %v692, float %v693, float %v694, float %v695)
  %v776 = extractvalue {float, float, float, float} %v775, 0
  %v777 = extractvalue {float, float, float, float} %v775, 1
  %v778 = extractvalue {float, float, float, float} %v775, 2
  %v779 = extractvalue {float, float, float, float} %v775, 3
  %v780 = add i32 %v663, 16
  %v781 = icmp slt i32 %v780, 32
  br i1 %v781, label %mma_k1613, label %mma_k16_done14
mma_k16_done14:
  %v782 = add i32 %v652, %v645
  %v783 = add i32 %v653, %v647
  %v784 = mul i32 %v782, 64
  %v785 = add i32 %v784, %v783
  %v786 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v787 = getelementptr inbounds float, float addrspace(3)* %v786, i32 %v785
  store float %v741, float addrspace(3)* %v787, align 4
  %v788 = add i32 %v783, 1
  %v789 = mul i32 %v782, 64
  %v790 = add i32 %v789, %v788
  %v791 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v792 = getelementptr inbounds float, float addrspace(3)* %v791, i32 %v790
  store float %v742, float addrspace(3)* %v792, align 4
  %v793 = add i32 %v782, 8
  %v794 = mul i32 %v793, 64
  %v795 = add i32 %v794, %v783
  %v796 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v797 = getelementptr inbounds float, float addrspace(3)* %v796, i32 %v795
  store float %v743, float addrspace(3)* %v797, align 4
  %v798 = add i32 %v782, 8
  %v799 = add i32 %v783, 1
  %v800 = mul i32 %v798, 64
  %v801 = add i32 %v800, %v799
  %v802 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v803 = getelementptr inbounds float, float addrspace(3)* %v802, i32 %v801
  store float %v744, float addrspace(3)* %v803, align 4
  %v804 = add i32 %v653, %v647
  %v805 = add i32 %v804, 8
  %v806 = mul i32 %v782, 64
  %v807 = add i32 %v806, %v805
  %v808 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v809 = getelementptr inbounds float, float addrspace(3)* %v808, i32 %v807
  store float %v746, float addrspace(3)* %v809, align 4
  %v810 = add i32 %v805, 1
  %v811 = mul i32 %v782, 64
  %v812 = add i32 %v811, %v810
  %v813 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v814 = getelementptr inbounds float, float addrspace(3)* %v813, i32 %v812
  store float %v747, float addrspace(3)* %v814, align 4
  %v815 = add i32 %v782, 8
  %v816 = mul i32 %v815, 64
  %v817 = add i32 %v816, %v805
  %v818 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v819 = getelementptr inbounds float, float addrspace(3)* %v818, i32 %v817
  store float %v748, float addrspace(3)* %v819, align 4
  %v820 = add i32 %v782, 8
  %v821 = add i32 %v805, 1
  %v822 = mul i32 %v820, 64
  %v823 = add i32 %v822, %v821
  %v824 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v825 = getelementptr inbounds float, float addrspace(3)* %v824, i32 %v823
  store float %v749, float addrspace(3)* %v825, align 4
  %v826 = add i32 %v653, %v647
  %v827 = add i32 %v826, 16
  %v828 = mul i32 %v782, 64
  %v829 = add i32 %v828, %v827
  %v830 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v831 = getelementptr inbounds float, float addrspace(3)* %v830, i32 %v829
  store float %v751, float addrspace(3)* %v831, align 4
  %v832 = add i32 %v827, 1
  %v833 = mul i32 %v782, 64
  %v834 = add i32 %v833, %v832
  %v835 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v836 = getelementptr inbounds float, float addrspace(3)* %v835, i32 %v834
  store float %v752, float addrspace(3)* %v836, align 4
  %v837 = add i32 %v782, 8
  %v838 = mul i32 %v837, 64
  %v839 = add i32 %v838, %v827
  %v840 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v841 = getelementptr inbounds float, float addrspace(3)* %v840, i32 %v839
  store float %v753, float addrspace(3)* %v841, align 4
  %v842 = add i32 %v782, 8
  %v843 = add i32 %v827, 1
  %v844 = mul i32 %v842, 64
  %v845 = add i32 %v844, %v843
  %v846 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v847 = getelementptr inbounds float, float addrspace(3)* %v846, i32 %v845
  store float %v754, float addrspace(3)* %v847, align 4
  %v848 = add i32 %v653, %v647
  %v849 = add i32 %v848, 24
  %v850 = mul i32 %v782, 64
  %v851 = add i32 %v850, %v849
  %v852 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v853 = getelementptr inbounds float, float addrspace(3)* %v852, i32 %v851
  store float %v756, float addrspace(3)* %v853, align 4
  %v854 = add i32 %v849, 1
  %v855 = mul i32 %v782, 64
  %v856 = add i32 %v855, %v854
  %v857 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v858 = getelementptr inbounds float, float addrspace(3)* %v857, i32 %v856
  store float %v757, float addrspace(3)* %v858, align 4
  %v859 = add i32 %v782, 8
  %v860 = mul i32 %v859, 64
  %v861 = add i32 %v860, %v849
  %v862 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v863 = getelementptr inbounds float, float addrspace(3)* %v862, i32 %v861
  store float %v758, float addrspace(3)* %v863, align 4
  %v864 = add i32 %v782, 8
  %v865 = add i32 %v849, 1
  %v866 = mul i32 %v864, 64
  %v867 = add i32 %v866, %v865
  %v868 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v869 = getelementptr inbounds float, float addrspace(3)* %v868, i32 %v867
  store float %v759, float addrspace(3)* %v869, align 4
  %v870 = add i32 %v652, %v645
  %v871 = add i32 %v870, 16
  %v872 = add i32 %v653, %v647
  %v873 = mul i32 %v871, 64
  %v874 = add i32 %v873, %v872
  %v875 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v876 = getelementptr inbounds float, float addrspace(3)* %v875, i32 %v874
  store float %v761, float addrspace(3)* %v876, align 4
  %v877 = add i32 %v872, 1
  %v878 = mul i32 %v871, 64
  %v879 = add i32 %v878, %v877
  %v880 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v881 = getelementptr inbounds float, float addrspace(3)* %v880, i32 %v879
  store float %v762, float addrspace(3)* %v881, align 4
  %v882 = add i32 %v871, 8
  %v883 = mul i32 %v882, 64
  %v884 = add i32 %v883, %v872
  %v885 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v886 = getelementptr inbounds float, float addrspace(3)* %v885, i32 %v884
  store float %v763, float addrspace(3)* %v886, align 4
  %v887 = add i32 %v871, 8
  %v888 = add i32 %v872, 1
  %v889 = mul i32 %v887, 64
  %v890 = add i32 %v889, %v888
  %v891 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v892 = getelementptr inbounds float, float addrspace(3)* %v891, i32 %v890
  store float %v764, float addrspace(3)* %v892, align 4
  %v893 = add i32 %v653, %v647
  %v894 = add i32 %v893, 8
  %v895 = mul i32 %v871, 64
  %v896 = add i32 %v895, %v894
  %v897 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v898 = getelementptr inbounds float, float addrspace(3)* %v897, i32 %v896
  store float %v766, float addrspace(3)* %v898, align 4
  %v899 = add i32 %v894, 1
  %v900 = mul i32 %v871, 64
  %v901 = add i32 %v900, %v899
  %v902 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v903 = getelementptr inbounds float, float addrspace(3)* %v902, i32 %v901
  store float %v767, float addrspace(3)* %v903, align 4
  %v904 = add i32 %v871, 8
  %v905 = mul i32 %v904, 64
  %v906 = add i32 %v905, %v894
  %v907 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v908 = getelementptr inbounds float, float addrspace(3)* %v907, i32 %v906
  store float %v768, float addrspace(3)* %v908, align 4
  %v909 = add i32 %v871, 8
  %v910 = add i32 %v894, 1
  %v911 = mul i32 %v909, 64
  %v912 = add i32 %v911, %v910
  %v913 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v914 = getelementptr inbounds float, float addrspace(3)* %v913, i32 %v912
  store float %v769, float addrspace(3)* %v914, align 4
  %v915 = add i32 %v653, %v647
  %v916 = add i32 %v915, 16
  %v917 = mul i32 %v871, 64
  %v918 = add i32 %v917, %v916
  %v919 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v920 = getelementptr inbounds float, float addrspace(3)* %v919, i32 %v918
  store float %v771, float addrspace(3)* %v920, align 4
  %v921 = add i32 %v916, 1
  %v922 = mul i32 %v871, 64
  %v923 = add i32 %v922, %v921
  %v924 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v925 = getelementptr inbounds float, float addrspace(3)* %v924, i32 %v923
  store float %v772, float addrspace(3)* %v925, align 4
  %v926 = add i32 %v871, 8
  %v927 = mul i32 %v926, 64
  %v928 = add i32 %v927, %v916
  %v929 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v930 = getelementptr inbounds float, float addrspace(3)* %v929, i32 %v928
  store float %v773, float addrspace(3)* %v930, align 4
  %v931 = add i32 %v871, 8
  %v932 = add i32 %v916, 1
  %v933 = mul i32 %v931, 64
  %v934 = add i32 %v933, %v932
  %v935 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v936 = getelementptr inbounds float, float addrspace(3)* %v935, i32 %v934
  store float %v774, float addrspace(3)* %v936, align 4
  %v937 = add i32 %v653, %v647
  %v938 = add i32 %v937, 24
  %v939 = mul i32 %v871, 64
  %v940 = add i32 %v939, %v938
  %v941 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v942 = getelementptr inbounds float, float addrspace(3)* %v941, i32 %v940
  store float %v776, float addrspace(3)* %v942, align 4
  %v943 = add i32 %v938, 1
  %v944 = mul i32 %v871, 64
  %v945 = add i32 %v944, %v943
  %v946 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v947 = getelementptr inbounds float, float addrspace(3)* %v946, i32 %v945
  store float %v777, float addrspace(3)* %v947, align 4
  %v948 = add i32 %v871, 8
  %v949 = mul i32 %v948, 64
  %v950 = add i32 %v949, %v938
  %v951 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v952 = getelementptr inbounds float, float addrspace(3)* %v951, i32 %v950
  store float %v778, float addrspace(3)* %v952, align 4
  %v953 = add i32 %v871, 8
  %v954 = add i32 %v938, 1
  %v955 = mul i32 %v953, 64
  %v956 = add i32 %v955, %v954
  %v957 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 9728) to float addrspace(3)*
  %v958 = getelementptr inbounds float, float addrspace(3)* %v957, i32 %v956
  store float %v779, float addrspace(3)* %v958, align 4
  %v959 = add i32 %v648, 8
  br label %mma_tile10
st_full15:
  %v1123 = icmp ult i64 %v1104, %v1106
  %v1124 = icmp ult i64 %v1115, %v1116
  %v1125 = and i1 %v1123, %v1124
  %v1126 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1117
  %v1127 = insertelement <4 x float> undef, float %v133, i32 0
  %v1128 = insertelement <4 x float> %v1127, float %v134, i32 1
  %v1129 = insertelement <4 x float> %v1128, float %v135, i32 2
  %v1130 = insertelement <4 x float> %v1129, float %v136, i32 3
  %v1131 = bitcast float addrspace(1)* %v1126 to <4 x float> addrspace(1)*
  store <4 x float> %v1130, <4 x float> addrspace(1)* %v1131, align 16
  %v1132 = mul i64 16, %v1105
  %v1133 = add i64 %v1117, %v1132
  %v1134 = add i64 %v1104, 16
  %v1135 = icmp ult i64 %v1134, %v1106
  %v1136 = icmp ult i64 %v1115, %v1116
  %v1137 = and i1 %v1135, %v1136
  %v1138 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1133
  %v1139 = insertelement <4 x float> undef, float %v137, i32 0
  %v1140 = insertelement <4 x float> %v1139, float %v138, i32 1
  %v1141 = insertelement <4 x float> %v1140, float %v139, i32 2
  %v1142 = insertelement <4 x float> %v1141, float %v140, i32 3
  %v1143 = bitcast float addrspace(1)* %v1138 to <4 x float> addrspace(1)*
  store <4 x float> %v1142, <4 x float> addrspace(1)* %v1143, align 16
  %v1144 = mul i64 32, %v1105
  %v1145 = add i64 %v1117, %v1144
  %v1146 = add i64 %v1104, 32
  %v1147 = icmp ult i64 %v1146, %v1106
  %v1148 = icmp ult i64 %v1115, %v1116
  %v1149 = and i1 %v1147, %v1148
  %v1150 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1145
  %v1151 = insertelement <4 x float> undef, float %v141, i32 0
  %v1152 = insertelement <4 x float> %v1151, float %v142, i32 1
  %v1153 = insertelement <4 x float> %v1152, float %v143, i32 2
  %v1154 = insertelement <4 x float> %v1153, float %v144, i32 3
  %v1155 = bitcast float addrspace(1)* %v1150 to <4 x float> addrspace(1)*
  store <4 x float> %v1154, <4 x float> addrspace(1)* %v1155, align 16
  %v1156 = mul i64 48, %v1105
  %v1157 = add i64 %v1117, %v1156
  %v1158 = add i64 %v1104, 48
  %v1159 = icmp ult i64 %v1158, %v1106
  %v1160 = icmp ult i64 %v1115, %v1116
  %v1161 = and i1 %v1159, %v1160
  %v1162 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1157
  %v1163 = insertelement <4 x float> undef, float %v145, i32 0
  %v1164 = insertelement <4 x float> %v1163, float %v146, i32 1
  %v1165 = insertelement <4 x float> %v1164, float %v147, i32 2
  %v1166 = insertelement <4 x float> %v1165, float %v148, i32 3
  %v1167 = bitcast float addrspace(1)* %v1162 to <4 x float> addrspace(1)*
  store <4 x float> %v1166, <4 x float> addrspace(1)* %v1167, align 16
  br label %st_done17
st_edge16:
  %v1168 = icmp ult i64 %v1104, %v1106
  %v1169 = icmp ult i64 %v1115, %v1116
  %v1170 = and i1 %v1168, %v1169
  %v1171 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1117
  br i1 %v1170, label %st18, label %join19
st_done17:
  ret void
st18:
  %v1172 = insertelement <4 x float> undef, float %v133, i32 0
  %v1173 = insertelement <4 x float> %v1172, float %v134, i32 1
  %v1174 = insertelement <4 x float> %v1173, float %v135, i32 2
  %v1175 = insertelement <4 x float> %v1174, float %v136, i32 3
  %v1176 = bitcast float addrspace(1)* %v1171 to <4 x float> addrspace(1)*
  store <4 x float> %v1175, <4 x float> addrspace(1)* %v1176, align 16
  br label %join19
join19:
  %v1177 = mul i64 16, %v1105
  %v1178 = add i64 %v1117, %v1177
  %v1179 = add i64 %v1104, 16
  %v1180 = icmp ult i64 %v1179, %v1106
  %v1181 = icmp ult i64 %v1115, %v1116
  %v1182 = and i1 %v1180, %v1181
  %v1183 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1178
  br i1 %v1182, label %st20, label %join21
st20:
  %v1184 = insertelement <4 x float> undef, float %v137, i32 0
  %v1185 = insertelement <4 x float> %v1184, float %v138, i32 1
  %v1186 = insertelement <4 x float> %v1185, float %v139, i32 2
  %v1187 = insertelement <4 x float> %v1186, float %v140, i32 3
  %v1188 = bitcast float addrspace(1)* %v1183 to <4 x float> addrspace(1)*
  store <4 x float> %v1187, <4 x float> addrspace(1)* %v1188, align 16
  br label %join21
join21:
  %v1189 = mul i64 32, %v1105
  %v1190 = add i64 %v1117, %v1189
  %v1191 = add i64 %v1104, 32
  %v1192 = icmp ult i64 %v1191, %v1106
  %v1193 = icmp ult i64 %v1115, %v1116
  %v1194 = and i1 %v1192, %v1193
  %v1195 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1190
  br i1 %v1194, label %st22, label %join23
st22:
  %v1196 = insertelement <4 x float> undef, float %v141, i32 0
  %v1197 = insertelement <4 x float> %v1196, float %v142, i32 1
  %v1198 = insertelement <4 x float> %v1197, float %v143, i32 2
  %v1199 = insertelement <4 x float> %v1198, float %v144, i32 3
  %v1200 = bitcast float addrspace(1)* %v1195 to <4 x float> addrspace(1)*
  store <4 x float> %v1199, <4 x float> addrspace(1)* %v1200, align 16
  br label %join23
join23:
  %v1201 = mul i64 48, %v1105
  %v1202 = add i64 %v1117, %v1201
  %v1203 = add i64 %v1104, 48
  %v1204 = icmp ult i64 %v1203, %v1106
  %v1205 = icmp ult i64 %v1115, %v1116
  %v1206 = and i1 %v1204, %v1205
  %v1207 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1202
  br i1 %v1206, label %st24, label %join25
st24:
  %v1208 = insertelement <4 x float> undef, float %v145, i32 0
  %v1209 = insertelement <4 x float> %v1208, float %v146, i32 1
  %v1210 = insertelement <4 x float> %v1209, float %v147, i32 2
  %v1211 = insertelement <4 x float> %v1210, float %v148, i32 3
  %v1212 = bitcast float addrspace(1)* %v1207 to <4 x float> addrspace(1)*
  store <4 x float> %v1211, <4 x float> addrspace(1)* %v1212, align 16
  br label %join25
join25:
  br label %st_done17
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @matmul, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @matmul, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel persistent_matmul [tm=128, tn=128, tk=64, W=8]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16
@str0 = private unnamed_addr addrspace(1) constant [24 x i8] c"`for` loop with step 0\0A\00", align 1

define void @persistent_matmul(i16 addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, i16 addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9, i16 addrspace(1)* noalias %p10, i32 %p11, i32 %p12, i32 %p13, i32 %p14) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = icmp eq i32 128, 0
  %v5 = select i1 %v4, i32 1, i32 128
  %v6 = icmp eq i32 128, -1
  %v7 = select i1 %v6, i32 1, i32 %v5
  %v8 = sdiv i32 %p1, %v7
  %v9 = sub i32 0, %v8
  %v10 = select i1 %v6, i32 %v9, i32 %v8
  %v11 = srem i32 %p1, %v7
  %v12 = select i1 %v6, i32 0, i32 %v11
  %v13 = icmp ne i32 %v12, 0
  %v14 = xor i32 %v12, 128
  %v15 = icmp sge i32 %v14, 0
  %v16 = and i1 %v13, %v15
  %v17 = add i32 %v10, 1
  %v18 = select i1 %v16, i32 %v17, i32 %v10
  %v19 = select i1 %v4, i32 0, i32 %v18
  %v20 = icmp eq i32 128, 0
  %v21 = select i1 %v20, i32 1, i32 128
  %v22 = icmp eq i32 128, -1
  %v23 = select i1 %v22, i32 1, i32 %v21
  %v24 = sdiv i32 %p7, %v23
  %v25 = sub i32 0, %v24
  %v26 = select i1 %v22, i32 %v25, i32 %v24
  %v27 = srem i32 %p7, %v23
  %v28 = select i1 %v22, i32 0, i32 %v27
  %v29 = icmp ne i32 %v28, 0
  %v30 = xor i32 %v28, 128
  %v31 = icmp sge i32 %v30, 0
  %v32 = and i1 %v29, %v31
  %v33 = add i32 %v26, 1
  %v34 = select i1 %v32, i32 %v33, i32 %v26
  %v35 = select i1 %v20, i32 0, i32 %v34
  %v36 = mul i32 %v19, %v35
  %v37 = icmp eq i32 64, 0
  %v38 = select i1 %v37, i32 1, i32 64
  %v39 = icmp eq i32 64, -1
  %v40 = select i1 %v39, i32 1, i32 %v38
  %v41 = sdiv i32 %p2, %v40
  %v42 = sub i32 0, %v41
  %v43 = select i1 %v39, i32 %v42, i32 %v41
  %v44 = srem i32 %p2, %v40
  %v45 = select i1 %v39, i32 0, i32 %v44
  %v46 = icmp ne i32 %v45, 0
  %v47 = xor i32 %v45, 64
  %v48 = icmp sge i32 %v47, 0
  %v49 = and i1 %v46, %v48
  %v50 = add i32 %v43, 1
  %v51 = select i1 %v49, i32 %v50, i32 %v43
  %v52 = select i1 %v37, i32 0, i32 %v51
  %v53 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v54 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %v55 = sext i32 %v53 to i64
  %v56 = sext i32 %v36 to i64
  %v57 = sext i32 %v54 to i64
  %v58 = icmp eq i64 %v57, 0
  br i1 %v58, label %trap1, label %ok2
trap1:
  %v59 = addrspacecast i8 addrspace(1)* getelementptr inbounds ([24 x i8], [24 x i8] addrspace(1)* @str0, i64 0, i64 0) to i8*
  %v60 = call i32 @vprintf(i8* %v59, i8* null)
  call void @llvm.trap()
  unreachable
ok2:
  br label %for3
for3:
  %v61 = phi i64 [ %v55, %ok2 ], [ %v3913, %st_done16 ]
  %v62 = icmp slt i64 %v61, %v56
  %v63 = icmp sgt i64 %v61, %v56
  %v64 = icmp sgt i64 %v57, 0
  %v65 = select i1 %v64, i1 %v62, i1 %v63
  br i1 %v65, label %body4, label %endfor5
body4:
  %v66 = trunc i64 %v61 to i32
  %v67 = icmp eq i32 128, 0
  %v68 = select i1 %v67, i32 1, i32 128
  %v69 = icmp eq i32 128, -1
  %v70 = select i1 %v69, i32 1, i32 %v68
  %v71 = sdiv i32 %p1, %v70
  %v72 = sub i32 0, %v71
  %v73 = select i1 %v69, i32 %v72, i32 %v71
  %v74 = srem i32 %p1, %v70
  %v75 = select i1 %v69, i32 0, i32 %v74
  %v76 = icmp ne i32 %v75, 0
  %v77 = xor i32 %v75, 128
  %v78 = icmp sge i32 %v77, 0
  %v79 = and i1 %v76, %v78
  %v80 = add i32 %v73, 1
  %v81 = select i1 %v79, i32 %v80, i32 %v73
  %v82 = select i1 %v67, i32 0, i32 %v81
  %v83 = icmp eq i32 128, 0
  %v84 = select i1 %v83, i32 1, i32 128
  %v85 = icmp eq i32 128, -1
  %v86 = select i1 %v85, i32 1, i32 %v84
  %v87 = sdiv i32 %p7, %v86
  %v88 = sub i32 0, %v87
  %v89 = select i1 %v85, i32 %v88, i32 %v87
  %v90 = srem i32 %p7, %v86
  %v91 = select i1 %v85, i32 0, i32 %v90
  %v92 = icmp ne i32 %v91, 0
  %v93 = xor i32 %v91, 128
  %v94 = icmp sge i32 %v93, 0
  %v95 = and i1 %v92, %v94
  %v96 = add i32 %v89, 1
  %v97 = select i1 %v95, i32 %v96, i32 %v89
  %v98 = select i1 %v83, i32 0, i32 %v97
  %v99 = mul i32 8, %v98
  %v100 = icmp eq i32 %v99, 0
  %v101 = select i1 %v100, i32 1, i32 %v99
  %v102 = icmp eq i32 %v99, -1
  %v103 = select i1 %v102, i32 1, i32 %v101
  %v104 = sdiv i32 %v66, %v103
  %v105 = sub i32 0, %v104
  %v106 = select i1 %v102, i32 %v105, i32 %v104
  %v107 = srem i32 %v66, %v103
  %v108 = select i1 %v102, i32 0, i32 %v107
  %v109 = icmp ne i32 %v108, 0
  %v110 = xor i32 %v108, %v99
  %v111 = icmp slt i32 %v110, 0
  %v112 = and i1 %v109, %v111
  %v113 = sub i32 %v106, 1
  %v114 = add i32 %v108, %v99
  %v115 = select i1 %v112, i32 %v113, i32 %v106
  %v116 = select i1 %v112, i32 %v114, i32 %v108
  %v117 = select i1 %v100, i32 0, i32 %v115
  %v118 = mul i32 %v117, 8
  %v119 = sub i32 %v82, %v118
  %v120 = icmp slt i32 %v119, 8
  %v121 = select i1 %v120, i32 %v119, i32 8
  %v122 = icmp eq i32 %v121, 0
  %v123 = select i1 %v122, i32 1, i32 %v121
  %v124 = icmp eq i32 %v121, -1
  %v125 = select i1 %v124, i32 1, i32 %v123
  %v126 = sdiv i32 %v66, %v125
  %v127 = sub i32 0, %v126
  %v128 = select i1 %v124, i32 %v127, i32 %v126
  %v129 = srem i32 %v66, %v125
  %v130 = select i1 %v124, i32 0, i32 %v129
  %v131 = icmp ne i32 %v130, 0
  %v132 = xor i32 %v130, %v121
  %v133 = icmp slt i32 %v132, 0
  %v134 = and i1 %v131, %v133
  %v135 = sub i32 %v128, 1
  %v136 = add i32 %v130, %v121
  %v137 = select i1 %v134, i32 %v135, i32 %v128
  %v138 = select i1 %v134, i32 %v136, i32 %v130
  %v139 = select i1 %v122, i32 %v66, i32 %v138
  %v140 = add i32 %v118, %v139
  %v141 = mul i32 8, %v98
  %v142 = icmp eq i32 %v141, 0
  %v143 = select i1 %v142, i32 1, i32 %v141
  %v144 = icmp eq i32 %v141, -1
  %v145 = select i1 %v144, i32 1, i32 %v143
  %v146 = sdiv i32 %v66, %v145
  %v147 = sub i32 0, %v146
  %v148 = select i1 %v144, i32 %v147, i32 %v146
  %v149 = srem i32 %v66, %v145
  %v150 = select i1 %v144, i32 0, i32 %v149
  %v151 = icmp ne i32 %v150, 0
  %v152 = xor i32 %v150, %v141
  %v153 = icmp slt i32 %v152, 0
  %v154 = and i1 %v151, %v153
  %v155 = sub i32 %v148, 1
  %v156 = add i32 %v150, %v141
  %v157 = select i1 %v154, i32 %v155, i32 %v148
  %v158 = select i1 %v154, i32 %v156, i32 %v150
  %v159 = select i1 %v142, i32 %v66, i32 %v158
  %v160 = icmp eq i32 %v121, 0
  %v161 = select i1 %v160, i32 1, i32 %v121
  %v162 = icmp eq i32 %v121, -1
  %v163 = select i1 %v162, i32 1, i32 %v161
  %v164 = sdiv i32 %v159, %v163
  %v165 = sub i32 0, %v164
  %v166 = select i1 %v162, i32 %v165, i32 %v164
  %v167 = srem i32 %v159, %v163
  %v168 = select i1 %v162, i32 0, i32 %v167
  %v169 = icmp ne i32 %v168, 0
  %v170 = xor i32 %v168, %v121
  %v171 = icmp slt i32 %v170, 0
  %v172 = and i1 %v169, %v171
  %v173 = sub i32 %v166, 1
  %v174 = add i32 %v168, %v121
  %v175 = select i1 %v172, i32 %v173, i32 %v166
  %v176 = select i1 %v172, i32 %v174, i32 %v168
  %v177 = select i1 %v160, i32 0, i32 %v175
  %v178 = sext i32 %v52 to i64
  %v244 = sext i32 %p8 to i64
  %v245 = udiv i32 %v1, 64
  %v246 = urem i32 %v1, 64
  %v247 = mul i32 %v246, 2
  %v248 = mul i32 %v245, 272
  %v249 = shl i32 %v247, 1
  %v250 = add i32 %v248, %v249
  %v251 = zext i32 %v245 to i64
  %v252 = zext i32 %v247 to i64
  %v253 = mul i64 %v251, %v244
  %v254 = add i64 %v253, %v252
  %v255 = mul i64 %v244, 4
  call void @llvm.nvvm.barrier0()
  %v256 = icmp slt i64 0, %v178
  %v257 = icmp sgt i64 0, %v178
  %v258 = icmp sgt i64 1, 0
  %v259 = select i1 %v258, i1 %v256, i1 %v257
  %v260 = sext i32 %v177 to i64
  %v261 = mul i64 %v260, 128
  %v262 = zext i32 %p6 to i64
  %v263 = zext i32 %p7 to i64
  %v264 = sext i32 %p8 to i64
  %v265 = zext i32 %v247 to i64
  %v266 = add i64 %v261, %v265
  %v267 = sub i64 %v263, %v266
  %v268 = icmp slt i64 %v267, 0
  %v269 = select i1 %v268, i64 0, i64 %v267
  %v270 = icmp sgt i64 %v269, 2
  %v271 = select i1 %v270, i64 2, i64 %v269
  %v272 = trunc i64 %v271 to i32
  %v273 = shl i32 %v272, 1
  %v274 = icmp sge i64 %v266, 0
  %v275 = and i1 %v274, %v259
  %v276 = zext i32 %v245 to i64
  %v277 = getelementptr inbounds i16, i16 addrspace(1)* %p5, i64 %v261
  %v278 = getelementptr inbounds i16, i16 addrspace(1)* %v277, i64 %v254
  %v279 = icmp ult i64 %v276, %v262
  %v280 = and i1 %v279, %v275
  %v281 = select i1 %v280, i32 %v273, i32 0
  %v282 = ptrtoint i16 addrspace(1)* %v278 to i64
  %v283 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v250
  %v284 = ptrtoint i8 addrspace(3)* %v283 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v284, i64 %v282, i32 %v281)
  %v285 = getelementptr inbounds i16, i16 addrspace(1)* %v278, i64 %v255
  %v286 = add i64 %v276, 4
  %v287 = icmp ult i64 %v286, %v262
  %v288 = and i1 %v287, %v275
  %v289 = select i1 %v288, i32 %v273, i32 0
  %v290 = ptrtoint i16 addrspace(1)* %v285 to i64
  %v291 = add i32 %v250, 1088
  %v292 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v291
  %v293 = ptrtoint i8 addrspace(3)* %v292 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v293, i64 %v290, i32 %v289)
  %v294 = getelementptr inbounds i16, i16 addrspace(1)* %v285, i64 %v255
  %v295 = add i64 %v276, 8
  %v296 = icmp ult i64 %v295, %v262
  %v297 = and i1 %v296, %v275
  %v298 = select i1 %v297, i32 %v273, i32 0
  %v299 = ptrtoint i16 addrspace(1)* %v294 to i64
  %v300 = add i32 %v250, 2176
  %v301 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v300
  %v302 = ptrtoint i8 addrspace(3)* %v301 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v302, i64 %v299, i32 %v298)
  %v303 = getelementptr inbounds i16, i16 addrspace(1)* %v294, i64 %v255
  %v304 = add i64 %v276, 12
  %v305 = icmp ult i64 %v304, %v262
  %v306 = and i1 %v305, %v275
  %v307 = select i1 %v306, i32 %v273, i32 0
  %v308 = ptrtoint i16 addrspace(1)* %v303 to i64
  %v309 = add i32 %v250, 3264
  %v310 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v309
  %v311 = ptrtoint i8 addrspace(3)* %v310 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v311, i64 %v308, i32 %v307)
  %v312 = getelementptr inbounds i16, i16 addrspace(1)* %v303, i64 %v255
  %v313 = add i64 %v276, 16
  %v314 = icmp ult i64 %v313, %v262
  %v315 = and i1 %v314, %v275
  %v316 = select i1 %v315, i32 %v273, i32 0
  %v317 = ptrtoint i16 addrspace(1)* %v312 to i64
  %v318 = add i32 %v250, 4352
  %v319 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v318
  %v320 = ptrtoint i8 addrspace(3)* %v319 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v320, i64 %v317, i32 %v316)
  %v321 = getelementptr inbounds i16, i16 addrspace(1)* %v312, i64 %v255
  %v322 = add i64 %v276, 20
  %v323 = icmp ult i64 %v322, %v262
  %v324 = and i1 %v323, %v275
  %v325 = select i1 %v324, i32 %v273, i32 0
  %v326 = ptrtoint i16 addrspace(1)* %v321 to i64
  %v327 = add i32 %v250, 5440
  %v328 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v327
  %v329 = ptrtoint i8 addrspace(3)* %v328 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v329, i64 %v326, i32 %v325)
  %v330 = getelementptr inbounds i16, i16 addrspace(1)* %v321, i64 %v255
  %v331 = add i64 %v276, 24
  %v332 = icmp ult i64 %v331, %v262
  %v333 = and i1 %v332, %v275
  %v334 = select i1 %v333, i32 %v273, i32 0
  %v335 = ptrtoint i16 addrspace(1)* %v330 to i64
  %v336 = add i32 %v250, 6528
  %v337 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v336
  %v338 = ptrtoint i8 addrspace(3)* %v337 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v338, i64 %v335, i32 %v334)
  %v339 = getelementptr inbounds i16, i16 addrspace(1)* %v330, i64 %v255
  %v340 = add i64 %v276, 28
  %v341 = icmp ult i64 %v340, %v262
  %v342 = and i1 %v341, %v275
  %v343 = select i1 %v342, i32 %v273, i32 0
  %v344 = ptrtoint i16 addrspace(1)* %v339 to i64
  %v345 = add i32 %v250, 7616
  %v346 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v345
  %v347 = ptrtoint i8 addrspace(3)* %v346 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v347, i64 %v344, i32 %v343)
  %v348 = getelementptr inbounds i16, i16 addrspace(1)* %v339, i64 %v255
  %v349 = add i64 %v276, 32
  %v350 = icmp ult i64 %v349, %v262
  %v351 = and i1 %v350, %v275
  %v352 = select i1 %v351, i32 %v273, i32 0
  %v353 = ptrtoint i16 addrspace(1)* %v348 to i64
  %v354 = add i32 %v250, 8704
  %v355 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v354
  %v356 = ptrtoint i8 addrspace(3)* %v355 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v356, i64 %v353, i32 %v352)
  %v357 = getelementptr inbounds i16, i16 addrspace(1)* %v348, i64 %v255
  %v358 = add i64 %v276, 36
  %v359 = icmp ult i64 %v358, %v262
  %v360 = and i1 %v359, %v275
  %v361 = select i1 %v360, i32 %v273, i32 0
  %v362 = ptrtoint i16 addrspace(1)* %v357 to i64
  %v363 = add i32 %v250, 9792
  %v364 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v363
  %v365 = ptrtoint i8 addrspace(3)* %v364 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v365, i64 %v362, i32 %v361)
  %v366 = getelementptr inbounds i16, i16 addrspace(1)* %v357, i64 %v255
  %v367 = add i64 %v276, 40
  %v368 = icmp ult i64 %v367, %v262
  %v369 = and i1 %v368, %v275
  %v370 = select i1 %v369, i32 %v273, i32 0
  %v371 = ptrtoint i16 addrspace(1)* %v366 to i64
  %v372 = add i32 %v250, 10880
  %v373 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v372
  %v374 = ptrtoint i8 addrspace(3)* %v373 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v374, i64 %v371, i32 %v370)
  %v375 = getelementptr inbounds i16, i16 addrspace(1)* %v366, i64 %v255
  %v376 = add i64 %v276, 44
  %v377 = icmp ult i64 %v376, %v262
  %v378 = and i1 %v377, %v275
  %v379 = select i1 %v378, i32 %v273, i32 0
  %v380 = ptrtoint i16 addrspace(1)* %v375 to i64
  %v381 = add i32 %v250, 11968
  %v382 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v381
  %v383 = ptrtoint i8 addrspace(3)* %v382 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v383, i64 %v380, i32 %v379)
  %v384 = getelementptr inbounds i16, i16 addrspace(1)* %v375, i64 %v255
  %v385 = add i64 %v276, 48
  %v386 = icmp ult i64 %v385, %v262
  %v387 = and i1 %v386, %v275
  %v388 = select i1 %v387, i32 %v273, i32 0
  %v389 = ptrtoint i16 addrspace(1)* %v384 to i64
  %v390 = add i32 %v250, 13056
  %v391 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v390
  %v392 = ptrtoint i8 addrspace(3)* %v391 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v392, i64 %v389, i32 %v388)
  %v393 = getelementptr inbounds i16, i16 addrspace(1)* %v384, i64 %v255
  %v394 = add i64 %v276, 52
  %v395 = icmp ult i64 %v394, %v262
  %v396 = and i1 %v395, %v275
  %v397 = select i1 %v396, i32 %v273, i32 0
  %v398 = ptrtoint i16 addrspace(1)* %v393 to i64
  %v399 = add i32 %v250, 14144
  %v400 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v399
  %v401 = ptrtoint i8 addrspace(3)* %v400 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v401, i64 %v398, i32 %v397)
  %v402 = getelementptr inbounds i16, i16 addrspace(1)* %v393, i64 %v255
  %v403 = add i64 %v276, 56
  %v404 = icmp ult i64 %v403, %v262
  %v405 = and i1 %v404, %v275
  %v406 = select i1 %v405, i32 %v273, i32 0
  %v407 = ptrtoint i16 addrspace(1)* %v402 to i64
  %v408 = add i32 %v250, 15232
  %v409 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v408
  %v410 = ptrtoint i8 addrspace(3)* %v409 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v410, i64 %v407, i32 %v406)
  %v411 = getelementptr inbounds i16, i16 addrspace(1)* %v402, i64 %v255
  %v412 = add i64 %v276, 60
  %v413 = icmp ult i64 %v412, %v262
  %v414 = and i1 %v413, %v275
  %v415 = select i1 %v414, i32 %v273, i32 0
  %v416 = ptrtoint i16 addrspace(1)* %v411 to i64
  %v417 = add i32 %v250, 16320
  %v418 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v417
  %v419 = ptrtoint i8 addrspace(3)* %v418 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v419, i64 %v416, i32 %v415)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  %v420 = icmp slt i64 1, %v178
  %v421 = icmp sgt i64 1, %v178
  %v422 = icmp sgt i64 1, 0
  %v423 = select i1 %v422, i1 %v420, i1 %v421
  %v424 = sext i32 %v177 to i64
  %v425 = mul i64 %v424, 128
  %v426 = zext i32 %p6 to i64
  %v427 = zext i32 %p7 to i64
  %v428 = sext i32 %p8 to i64
  %v429 = zext i32 %v247 to i64
  %v430 = add i64 %v425, %v429
  %v431 = sub i64 %v427, %v430
  %v432 = icmp slt i64 %v431, 0
  %v433 = select i1 %v432, i64 0, i64 %v431
  %v434 = icmp sgt i64 %v433, 2
  %v435 = select i1 %v434, i64 2, i64 %v433
  %v436 = trunc i64 %v435 to i32
  %v437 = shl i32 %v436, 1
  %v438 = icmp sge i64 %v430, 0
  %v439 = and i1 %v438, %v423
  %v440 = zext i32 %v245 to i64
  %v441 = add i64 64, %v440
  %v442 = mul i64 64, %v428
  %v443 = add i64 %v442, %v425
  %v444 = getelementptr inbounds i16, i16 addrspace(1)* %p5, i64 %v443
  %v445 = getelementptr inbounds i16, i16 addrspace(1)* %v444, i64 %v254
  %v446 = icmp ult i64 %v441, %v426
  %v447 = and i1 %v446, %v439
  %v448 = select i1 %v447, i32 %v437, i32 0
  %v449 = ptrtoint i16 addrspace(1)* %v445 to i64
  %v450 = add i32 %v250, 17408
  %v451 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v450
  %v452 = ptrtoint i8 addrspace(3)* %v451 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v452, i64 %v449, i32 %v448)
  %v453 = getelementptr inbounds i16, i16 addrspace(1)* %v445, i64 %v255
  %v454 = add i64 %v441, 4
  %v455 = icmp ult i64 %v454, %v426
  %v456 = and i1 %v455, %v439
  %v457 = select i1 %v456, i32 %v437, i32 0
  %v458 = ptrtoint i16 addrspace(1)* %v453 to i64
  %v459 = add i32 %v250, 17408
  %v460 = add i32 %v459, 1088
  %v461 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v460
  %v462 = ptrtoint i8 addrspace(3)* %v461 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v462, i64 %v458, i32 %v457)
  %v463 = getelementptr inbounds i16, i16 addrspace(1)* %v453, i64 %v255
  %v464 = add i64 %v441, 8
  %v465 = icmp ult i64 %v464, %v426
  %v466 = and i1 %v465, %v439
  %v467 = select i1 %v466, i32 %v437, i32 0
  %v468 = ptrtoint i16 addrspace(1)* %v463 to i64
  %v469 = add i32 %v250, 17408
  %v470 = add i32 %v469, 2176
  %v471 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v470
  %v472 = ptrtoint i8 addrspace(3)* %v471 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v472, i64 %v468, i32 %v467)
  %v473 = getelementptr inbounds i16, i16 addrspace(1)* %v463, i64 %v255
  %v474 = add i64 %v441, 12
  %v475 = icmp ult i64 %v474, %v426
  %v476 = and i1 %v475, %v439
  %v477 = select i1 %v476, i32 %v437, i32 0
  %v478 = ptrtoint i16 addrspace(1)* %v473 to i64
  %v479 = add i32 %v250, 17408
  %v480 = add i32 %v479, 3264
  %v481 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v480
  %v482 = ptrtoint i8 addrspace(3)* %v481 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v482, i64 %v478, i32 %v477)
  %v483 = getelementptr inbounds i16, i16 addrspace(1)* %v473, i64 %v255
  %v484 = add i64 %v441, 16
  %v485 = icmp ult i64 %v484, %v426
  %v486 = and i1 %v485, %v439
  %v487 = select i1 %v486, i32 %v437, i32 0
  %v488 = ptrtoint i16 addrspace(1)* %v483 to i64
  %v489 = add i32 %v250, 17408
  %v490 = add i32 %v489, 4352
  %v491 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v490
  %v492 = ptrtoint i8 addrspace(3)* %v491 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v492, i64 %v488, i32 %v487)
  %v493 = getelementptr inbounds i16, i16 addrspace(1)* %v483, i64 %v255
  %v494 = add i64 %v441, 20
  %v495 = icmp ult i64 %v494, %v426
  %v496 = and i1 %v495, %v439
  %v497 = select i1 %v496, i32 %v437, i32 0
  %v498 = ptrtoint i16 addrspace(1)* %v493 to i64
  %v499 = add i32 %v250, 17408
  %v500 = add i32 %v499, 5440
  %v501 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v500
  %v502 = ptrtoint i8 addrspace(3)* %v501 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v502, i64 %v498, i32 %v497)
  %v503 = getelementptr inbounds i16, i16 addrspace(1)* %v493, i64 %v255
  %v504 = add i64 %v441, 24
  %v505 = icmp ult i64 %v504, %v426
  %v506 = and i1 %v505, %v439
  %v507 = select i1 %v506, i32 %v437, i32 0
  %v508 = ptrtoint i16 addrspace(1)* %v503 to i64
  %v509 = add i32 %v250, 17408
  %v510 = add i32 %v509, 6528
  %v511 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v510
  %v512 = ptrtoint i8 addrspace(3)* %v511 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v512, i64 %v508, i32 %v507)
  %v513 = getelementptr inbounds i16, i16 addrspace(1)* %v503, i64 %v255
  %v514 = add i64 %v441, 28
  %v515 = icmp ult i64 %v514, %v426
  %v516 = and i1 %v515, %v439
  %v517 = select i1 %v516, i32 %v437, i32 0
  %v518 = ptrtoint i16 addrspace(1)* %v513 to i64
  %v519 = add i32 %v250, 17408
  %v520 = add i32 %v519, 7616
  %v521 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v520
  %v522 = ptrtoint i8 addrspace(3)* %v521 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v522, i64 %v518, i32 %v517)
  %v523 = getelementptr inbounds i16, i16 addrspace(1)* %v513, i64 %v255
  %v524 = add i64 %v441, 32
  %v525 = icmp ult i64 %v524, %v426
  %v526 = and i1 %v525, %v439
  %v527 = select i1 %v526, i32 %v437, i32 0
  %v528 = ptrtoint i16 addrspace(1)* %v523 to i64
  %v529 = add i32 %v250, 17408
  %v530 = add i32 %v529, 8704
  %v531 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v530
  %v532 = ptrtoint i8 addrspace(3)* %v531 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v532, i64 %v528, i32 %v527)
  %v533 = getelementptr inbounds i16, i16 addrspace(1)* %v523, i64 %v255
  %v534 = add i64 %v441, 36
  %v535 = icmp ult i64 %v534, %v426
  %v536 = and i1 %v535, %v439
  %v537 = select i1 %v536, i32 %v437, i32 0
  %v538 = ptrtoint i16 addrspace(1)* %v533 to i64
  %v539 = add i32 %v250, 17408
  %v540 = add i32 %v539, 9792
  %v541 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v540
  %v542 = ptrtoint i8 addrspace(3)* %v541 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v542, i64 %v538, i32 %v537)
  %v543 = getelementptr inbounds i16, i16 addrspace(1)* %v533, i64 %v255
  %v544 = add i64 %v441, 40
  %v545 = icmp ult i64 %v544, %v426
  %v546 = and i1 %v545, %v439
  %v547 = select i1 %v546, i32 %v437, i32 0
  %v548 = ptrtoint i16 addrspace(1)* %v543 to i64
  %v549 = add i32 %v250, 17408
  %v550 = add i32 %v549, 10880
  %v551 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v550
  %v552 = ptrtoint i8 addrspace(3)* %v551 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v552, i64 %v548, i32 %v547)
  %v553 = getelementptr inbounds i16, i16 addrspace(1)* %v543, i64 %v255
  %v554 = add i64 %v441, 44
  %v555 = icmp ult i64 %v554, %v426
  %v556 = and i1 %v555, %v439
  %v557 = select i1 %v556, i32 %v437, i32 0
  %v558 = ptrtoint i16 addrspace(1)* %v553 to i64
  %v559 = add i32 %v250, 17408
  %v560 = add i32 %v559, 11968
  %v561 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v560
  %v562 = ptrtoint i8 addrspace(3)* %v561 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v562, i64 %v558, i32 %v557)
  %v563 = getelementptr inbounds i16, i16 addrspace(1)* %v553, i64 %v255
  %v564 = add i64 %v441, 48
  %v565 = icmp ult i64 %v564, %v426
  %v566 = and i1 %v565, %v439
  %v567 = select i1 %v566, i32 %v437, i32 0
  %v568 = ptrtoint i16 addrspace(1)* %v563 to i64
  %v569 = add i32 %v250, 17408
  %v570 = add i32 %v569, 13056
  %v571 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v570
  %v572 = ptrtoint i8 addrspace(3)* %v571 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v572, i64 %v568, i32 %v567)
  %v573 = getelementptr inbounds i16, i16 addrspace(1)* %v563, i64 %v255
  %v574 = add i64 %v441, 52
  %v575 = icmp ult i64 %v574, %v426
  %v576 = and i1 %v575, %v439
  %v577 = select i1 %v576, i32 %v437, i32 0
  %v578 = ptrtoint i16 addrspace(1)* %v573 to i64
  %v579 = add i32 %v250, 17408
  %v580 = add i32 %v579, 14144
  %v581 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v580
  %v582 = ptrtoint i8 addrspace(3)* %v581 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v582, i64 %v578, i32 %v577)
  %v583 = getelementptr inbounds i16, i16 addrspace(1)* %v573, i64 %v255
  %v584 = add i64 %v441, 56
  %v585 = icmp ult i64 %v584, %v426
  %v586 = and i1 %v585, %v439
  %v587 = select i1 %v586, i32 %v437, i32 0
  %v588 = ptrtoint i16 addrspace(1)* %v583 to i64
  %v589 = add i32 %v250, 17408
  %v590 = add i32 %v589, 15232
  %v591 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v590
  %v592 = ptrtoint i8 addrspace(3)* %v591 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v592, i64 %v588, i32 %v587)
  %v593 = getelementptr inbounds i16, i16 addrspace(1)* %v583, i64 %v255
  %v594 = add i64 %v441, 60
  %v595 = icmp ult i64 %v594, %v426
  %v596 = and i1 %v595, %v439
  %v597 = select i1 %v596, i32 %v437, i32 0
  %v598 = ptrtoint i16 addrspace(1)* %v593 to i64
  %v599 = add i32 %v250, 17408
  %v600 = add i32 %v599, 16320
  %v601 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v600
  %v602 = ptrtoint i8 addrspace(3)* %v601 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v602, i64 %v598, i32 %v597)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  %v603 = icmp slt i64 2, %v178
  %v604 = icmp sgt i64 2, %v178
  %v605 = icmp sgt i64 1, 0
  %v606 = select i1 %v605, i1 %v603, i1 %v604
  %v607 = sext i32 %v177 to i64
  %v608 = mul i64 %v607, 128
  %v609 = zext i32 %p6 to i64
  %v610 = zext i32 %p7 to i64
  %v611 = sext i32 %p8 to i64
  %v612 = zext i32 %v247 to i64
  %v613 = add i64 %v608, %v612
  %v614 = sub i64 %v610, %v613
  %v615 = icmp slt i64 %v614, 0
  %v616 = select i1 %v615, i64 0, i64 %v614
  %v617 = icmp sgt i64 %v616, 2
  %v618 = select i1 %v617, i64 2, i64 %v616
  %v619 = trunc i64 %v618 to i32
  %v620 = shl i32 %v619, 1
  %v621 = icmp sge i64 %v613, 0
  %v622 = and i1 %v621, %v606
  %v623 = zext i32 %v245 to i64
  %v624 = add i64 128, %v623
  %v625 = mul i64 128, %v611
  %v626 = add i64 %v625, %v608
  %v627 = getelementptr inbounds i16, i16 addrspace(1)* %p5, i64 %v626
  %v628 = getelementptr inbounds i16, i16 addrspace(1)* %v627, i64 %v254
  %v629 = icmp ult i64 %v624, %v609
  %v630 = and i1 %v629, %v622
  %v631 = select i1 %v630, i32 %v620, i32 0
  %v632 = ptrtoint i16 addrspace(1)* %v628 to i64
  %v633 = add i32 %v250, 34816
  %v634 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v633
  %v635 = ptrtoint i8 addrspace(3)* %v634 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v635, i64 %v632, i32 %v631)
  %v636 = getelementptr inbounds i16, i16 addrspace(1)* %v628, i64 %v255
  %v637 = add i64 %v624, 4
  %v638 = icmp ult i64 %v637, %v609
  %v639 = and i1 %v638, %v622
  %v640 = select i1 %v639, i32 %v620, i32 0
  %v641 = ptrtoint i16 addrspace(1)* %v636 to i64
  %v642 = add i32 %v250, 34816
  %v643 = add i32 %v642, 1088
  %v644 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v643
  %v645 = ptrtoint i8 addrspace(3)* %v644 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v645, i64 %v641, i32 %v640)
  %v646 = getelementptr inbounds i16, i16 addrspace(1)* %v636, i64 %v255
  %v647 = add i64 %v624, 8
  %v648 = icmp ult i64 %v647, %v609
  %v649 = and i1 %v648, %v622
  %v650 = select i1 %v649, i32 %v620, i32 0
  %v651 = ptrtoint i16 addrspace(1)* %v646 to i64
  %v652 = add i32 %v250, 34816
  %v653 = add i32 %v652, 2176
  %v654 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v653
  %v655 = ptrtoint i8 addrspace(3)* %v654 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v655, i64 %v651, i32 %v650)
  %v656 = getelementptr inbounds i16, i16 addrspace(1)* %v646, i64 %v255
  %v657 = add i64 %v624, 12
  %v658 = icmp ult i64 %v657, %v609
  %v659 = and i1 %v658, %v622
  %v660 = select i1 %v659, i32 %v620, i32 0
  %v661 = ptrtoint i16 addrspace(1)* %v656 to i64
  %v662 = add i32 %v250, 34816
  %v663 = add i32 %v662, 3264
  %v664 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v663
  %v665 = ptrtoint i8 addrspace(3)* %v664 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v665, i64 %v661, i32 %v660)
  %v666 = getelementptr inbounds i16, i16 addrspace(1)* %v656, i64 %v255
  %v667 = add i64 %v624, 16
  %v668 = icmp ult i64 %v667, %v609
  %v669 = and i1 %v668, %v622
  %v670 = select i1 %v669, i32 %v620, i32 0
  %v671 = ptrtoint i16 addrspace(1)* %v666 to i64
  %v672 = add i32 %v250, 34816
  %v673 = add i32 %v672, 4352
  %v674 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v673
  %v675 = ptrtoint i8 addrspace(3)* %v674 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v675, i64 %v671, i32 %v670)
  %v676 = getelementptr inbounds i16, i16 addrspace(1)* %v666, i64 %v255
  %v677 = add i64 %v624, 20
  %v678 = icmp ult i64 %v677, %v609
  %v679 = and i1 %v678, %v622
  %v680 = select i1 %v679, i32 %v620, i32 0
  %v681 = ptrtoint i16 addrspace(1)* %v676 to i64
  %v682 = add i32 %v250, 34816
  %v683 = add i32 %v682, 5440
  %v684 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v683
  %v685 = ptrtoint i8 addrspace(3)* %v684 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v685, i64 %v681, i32 %v680)
  %v686 = getelementptr inbounds i16, i16 addrspace(1)* %v676, i64 %v255
  %v687 = add i64 %v624, 24
  %v688 = icmp ult i64 %v687, %v609
  %v689 = and i1 %v688, %v622
  %v690 = select i1 %v689, i32 %v620, i32 0
  %v691 = ptrtoint i16 addrspace(1)* %v686 to i64
  %v692 = add i32 %v250, 34816
  %v693 = add i32 %v692, 6528
  %v694 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v693
  %v695 = ptrtoint i8 addrspace(3)* %v694 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v695, i64 %v691, i32 %v690)
  %v696 = getelementptr inbounds i16, i16 addrspace(1)* %v686, i64 %v255
  %v697 = add i64 %v624, 28
  %v698 = icmp ult i64 %v697, %v609
  %v699 = and i1 %v698, %v622
  %v700 = select i1 %v699, i32 %v620, i32 0
  %v701 = ptrtoint i16 addrspace(1)* %v696 to i64
  %v702 = add i32 %v250, 34816
  %v703 = add i32 %v702, 7616
  %v704 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v703
  %v705 = ptrtoint i8 addrspace(3)* %v704 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v705, i64 %v701, i32 %v700)
  %v706 = getelementptr inbounds i16, i16 addrspace(1)* %v696, i64 %v255
  %v707 = add i64 %v624, 32
  %v708 = icmp ult i64 %v707, %v609
  %v709 = and i1 %v708, %v622
  %v710 = select i1 %v709, i32 %v620, i32 0
  %v711 = ptrtoint i16 addrspace(1)* %v706 to i64
  %v712 = add i32 %v250, 34816
  %v713 = add i32 %v712, 8704
  %v714 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v713
  %v715 = ptrtoint i8 addrspace(3)* %v714 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v715, i64 %v711, i32 %v710)
  %v716 = getelementptr inbounds i16, i16 addrspace(1)* %v706, i64 %v255
  %v717 = add i64 %v624, 36
  %v718 = icmp ult i64 %v717, %v609
  %v719 = and i1 %v718, %v622
  %v720 = select i1 %v719, i32 %v620, i32 0
  %v721 = ptrtoint i16 addrspace(1)* %v716 to i64
  %v722 = add i32 %v250, 34816
  %v723 = add i32 %v722, 9792
  %v724 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v723
  %v725 = ptrtoint i8 addrspace(3)* %v724 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v725, i64 %v721, i32 %v720)
  %v726 = getelementptr inbounds i16, i16 addrspace(1)* %v716, i64 %v255
  %v727 = add i64 %v624, 40
  %v728 = icmp ult i64 %v727, %v609
  %v729 = and i1 %v728, %v622
  %v730 = select i1 %v729, i32 %v620, i32 0
  %v731 = ptrtoint i16 addrspace(1)* %v726 to i64
  %v732 = add i32 %v250, 34816
  %v733 = add i32 %v732, 10880
  %v734 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v733
  %v735 = ptrtoint i8 addrspace(3)* %v734 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v735, i64 %v731, i32 %v730)
  %v736 = getelementptr inbounds i16, i16 addrspace(1)* %v726, i64 %v255
  %v737 = add i64 %v624, 44
  %v738 = icmp ult i64 %v737, %v609
  %v739 = and i1 %v738, %v622
  %v740 = select i1 %v739, i32 %v620, i32 0
  %v741 = ptrtoint i16 addrspace(1)* %v736 to i64
  %v742 = add i32 %v250, 34816
  %v743 = add i32 %v742, 11968
  %v744 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v743
  %v745 = ptrtoint i8 addrspace(3)* %v744 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v745, i64 %v741, i32 %v740)
  %v746 = getelementptr inbounds i16, i16 addrspace(1)* %v736, i64 %v255
  %v747 = add i64 %v624, 48
  %v748 = icmp ult i64 %v747, %v609
  %v749 = and i1 %v748, %v622
  %v750 = select i1 %v749, i32 %v620, i32 0
  %v751 = ptrtoint i16 addrspace(1)* %v746 to i64
  %v752 = add i32 %v250, 34816
  %v753 = add i32 %v752, 13056
  %v754 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v753
  %v755 = ptrtoint i8 addrspace(3)* %v754 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v755, i64 %v751, i32 %v750)
  %v756 = getelementptr inbounds i16, i16 addrspace(1)* %v746, i64 %v255
  %v757 = add i64 %v624, 52
  %v758 = icmp ult i64 %v757, %v609
  %v759 = and i1 %v758, %v622
  %v760 = select i1 %v759, i32 %v620, i32 0
  %v761 = ptrtoint i16 addrspace(1)* %v756 to i64
  %v762 = add i32 %v250, 34816
  %v763 = add i32 %v762, 14144
  %v764 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v763
  %v765 = ptrtoint i8 addrspace(3)* %v764 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v765, i64 %v761, i32 %v760)
  %v766 = getelementptr inbounds i16, i16 addrspace(1)* %v756, i64 %v255
  %v767 = add i64 %v624, 56
  %v768 = icmp ult i64 %v767, %v609
  %v769 = and i1 %v768, %v622
  %v770 = select i1 %v769, i32 %v620, i32 0
  %v771 = ptrtoint i16 addrspace(1)* %v766 to i64
  %v772 = add i32 %v250, 34816
  %v773 = add i32 %v772, 15232
  %v774 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v773
  %v775 = ptrtoint i8 addrspace(3)* %v774 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v775, i64 %v771, i32 %v770)
  %v776 = getelementptr inbounds i16, i16 addrspace(1)* %v766, i64 %v255
  %v777 = add i64 %v624, 60
  %v778 = icmp ult i64 %v777, %v609
  %v779 = and i1 %v778, %v622
  %v780 = select i1 %v779, i32 %v620, i32 0
  %v781 = ptrtoint i16 addrspace(1)* %v776 to i64
  %v782 = add i32 %v250, 34816
  %v783 = add i32 %v782, 16320
  %v784 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v783
  %v785 = ptrtoint i8 addrspace(3)* %v784 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v785, i64 %v781, i32 %v780)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  br label %for6
endfor5:
  ret void
for6:
  %v179 = phi float [ 0x0000000000000000, %body4 ], [ %v2297, %mma_k16_done13 ]
  %v180 = phi float [ 0x0000000000000000, %body4 ], [ %v2298, %mma_k16_done13 ]
  %v181 = phi float [ 0x0000000000000000, %body4 ], [ %v2299, %mma_k16_done13 ]
  %v182 = phi float [ 0x0000000000000000, %body4 ], [ %v2300, %mma_k16_done13 ]
  %v183 = phi float [ 0x0000000000000000, %body4 ], [ %v2302, %mma_k16_done13 ]
  %v184 = phi float [ 0x0000000000000000, %body4 ], [ %v2303, %mma_k16_done13 ]
  %v185 = phi float [ 0x0000000000000000, %body4 ], [ %v2304, %mma_k16_done13 ]
  %v186 = phi float [ 0x0000000000000000, %body4 ], [ %v2305, %mma_k16_done13 ]
  %v187 = phi float [ 0x0000000000000000, %body4 ], [ %v2307, %mma_k16_done13 ]
  %v188 = phi float [ 0x0000000000000000, %body4 ], [ %v2308, %mma_k16_done13 ]
  %v189 = phi float [ 0x0000000000000000, %body4 ], [ %v2309, %mma_k16_done13 ]
  %v190 = phi float [ 0x0000000000000000, %body4 ], [ %v2310, %mma_k16_done13 ]
  %v191 = phi float [ 0x0000000000000000, %body4 ], [ %v2312, %mma_k16_done13 ]
  %v192 = phi float [ 0x0000000000000000, %body4 ], [ %v2313, %mma_k16_done13 ]
  %v193 = phi float [ 0x0000000000000000, %body4 ], [ %v2314, %mma_k16_done13 ]
  %v194 = phi float [ 0x0000000000000000, %body4 ], [ %v2315, %mma_k16_done13 ]
  %v195 = phi float [ 0x0000000000000000, %body4 ], [ %v2317, %mma_k16_done13 ]
  %v196 = phi float [ 0x0000000000000000, %body4 ], [ %v2318, %mma_k16_done13 ]
  %v197 = phi float [ 0x0000000000000000, %body4 ], [ %v2319, %mma_k16_done13 ]
  %v198 = phi float [ 0x0000000000000000, %body4 ], [ %v2320, %mma_k16_done13 ]
  %v199 = phi float [ 0x0000000000000000, %body4 ], [ %v2322, %mma_k16_done13 ]
  %v200 = phi float [ 0x0000000000000000, %body4 ], [ %v2323, %mma_k16_done13 ]
  %v201 = phi float [ 0x0000000000000000, %body4 ], [ %v2324, %mma_k16_done13 ]
  %v202 = phi float [ 0x0000000000000000, %body4 ], [ %v2325, %mma_k16_done13 ]
  %v203 = phi float [ 0x0000000000000000, %body4 ], [ %v2327, %mma_k16_done13 ]
  %v204 = phi float [ 0x0000000000000000, %body4 ], [ %v2328, %mma_k16_done13 ]
  %v205 = phi float [ 0x0000000000000000, %body4 ], [ %v2329, %mma_k16_done13 ]
  %v206 = phi float [ 0x0000000000000000, %body4 ], [ %v2330, %mma_k16_done13 ]
  %v207 = phi float [ 0x0000000000000000, %body4 ], [ %v2332, %mma_k16_done13 ]
  %v208 = phi float [ 0x0000000000000000, %body4 ], [ %v2333, %mma_k16_done13 ]
  %v209 = phi float [ 0x0000000000000000, %body4 ], [ %v2334, %mma_k16_done13 ]
  %v210 = phi float [ 0x0000000000000000, %body4 ], [ %v2335, %mma_k16_done13 ]
  %v211 = phi float [ 0x0000000000000000, %body4 ], [ %v2337, %mma_k16_done13 ]
  %v212 = phi float [ 0x0000000000000000, %body4 ], [ %v2338, %mma_k16_done13 ]
  %v213 = phi float [ 0x0000000000000000, %body4 ], [ %v2339, %mma_k16_done13 ]
  %v214 = phi float [ 0x0000000000000000, %body4 ], [ %v2340, %mma_k16_done13 ]
  %v215 = phi float [ 0x0000000000000000, %body4 ], [ %v2342, %mma_k16_done13 ]
  %v216 = phi float [ 0x0000000000000000, %body4 ], [ %v2343, %mma_k16_done13 ]
  %v217 = phi float [ 0x0000000000000000, %body4 ], [ %v2344, %mma_k16_done13 ]
  %v218 = phi float [ 0x0000000000000000, %body4 ], [ %v2345, %mma_k16_done13 ]
  %v219 = phi float [ 0x0000000000000000, %body4 ], [ %v2347, %mma_k16_done13 ]
  %v220 = phi float [ 0x0000000000000000, %body4 ], [ %v2348, %mma_k16_done13 ]
  %v221 = phi float [ 0x0000000000000000, %body4 ], [ %v2349, %mma_k16_done13 ]
  %v222 = phi float [ 0x0000000000000000, %body4 ], [ %v2350, %mma_k16_done13 ]
  %v223 = phi float [ 0x0000000000000000, %body4 ], [ %v2352, %mma_k16_done13 ]
  %v224 = phi float [ 0x0000000000000000, %body4 ], [ %v2353, %mma_k16_done13 ]
  %v225 = phi float [ 0x0000000000000000, %body4 ], [ %v2354, %mma_k16_done13 ]
  %v226 = phi float [ 0x0000000000000000, %body4 ], [ %v2355, %mma_k16_done13 ]
  %v227 = phi float [ 0x0000000000000000, %body4 ], [ %v2357, %mma_k16_done13 ]
  %v228 = phi float [ 0x0000000000000000, %body4 ], [ %v2358, %mma_k16_done13 ]
  %v229 = phi float [ 0x0000000000000000, %body4 ], [ %v2359, %mma_k16_done13 ]
  %v230 = phi float [ 0x0000000000000000, %body4 ], [ %v2360, %mma_k16_done13 ]
  %v231 = phi float [ 0x0000000000000000, %body4 ], [ %v2362, %mma_k16_done13 ]
  %v232 = phi float [ 0x0000000000000000, %body4 ], [ %v2363, %mma_k16_done13 ]
  %v233 = phi float [ 0x0000000000000000, %body4 ], [ %v2364, %mma_k16_done13 ]
  %v234 = phi float [ 0x0000000000000000, %body4 ], [ %v2365, %mma_k16_done13 ]
  %v235 = phi float [ 0x0000000000000000, %body4 ], [ %v2367, %mma_k16_done13 ]
  %v236 = phi float [ 0x0000000000000000, %body4 ], [ %v2368, %mma_k16_done13 ]
  %v237 = phi float [ 0x0000000000000000, %body4 ], [ %v2369, %mma_k16_done13 ]
  %v238 = phi float [ 0x0000000000000000, %body4 ], [ %v2370, %mma_k16_done13 ]
  %v239 = phi float [ 0x0000000000000000, %body4 ], [ %v2372, %mma_k16_done13 ]
  %v240 = phi float [ 0x0000000000000000, %body4 ], [ %v2373, %mma_k16_done13 ]
  %v241 = phi float [ 0x0000000000000000, %body4 ], [ %v2374, %mma_k16_done13 ]
  %v242 = phi float [ 0x0000000000000000, %body4 ], [ %v2375, %mma_k16_done13 ]
  %v243 = phi i64 [ 0, %body4 ], [ %v2378, %mma_k16_done13 ]
  %v786 = icmp slt i64 %v243, %v178
  %v787 = icmp sgt i64 %v243, %v178
  %v788 = icmp sgt i64 1, 0
  %v789 = select i1 %v788, i1 %v786, i1 %v787
  br i1 %v789, label %body7, label %endfor8
body7:
  %v790 = trunc i64 %v243 to i32
  call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"()
  call void @llvm.nvvm.barrier0()
  %v791 = trunc i64 %v243 to i32
  %v792 = add i64 %v243, 3
  %v793 = icmp slt i64 %v792, %v178
  %v794 = icmp sgt i64 %v792, %v178
  %v795 = icmp sgt i64 1, 0
  %v796 = select i1 %v795, i1 %v793, i1 %v794
  %v797 = add i32 %v791, 3
  %v798 = urem i32 %v797, 4
  %v799 = mul i32 %v798, 17408
  %v800 = trunc i64 %v792 to i32
  %v801 = sext i32 %v800 to i64
  %v802 = mul i64 %v801, 64
  %v803 = sext i32 %v177 to i64
  %v804 = mul i64 %v803, 128
  %v805 = zext i32 %p6 to i64
  %v806 = zext i32 %p7 to i64
  %v807 = sext i32 %p8 to i64
  %v808 = zext i32 %v247 to i64
  %v809 = add i64 %v804, %v808
  %v810 = sub i64 %v806, %v809
  %v811 = icmp slt i64 %v810, 0
  %v812 = select i1 %v811, i64 0, i64 %v810
  %v813 = icmp sgt i64 %v812, 2
  %v814 = select i1 %v813, i64 2, i64 %v812
  %v815 = trunc i64 %v814 to i32
  %v816 = shl i32 %v815, 1
  %v817 = icmp sge i64 %v809, 0
  %v818 = and i1 %v817, %v796
  %v819 = zext i32 %v245 to i64
  %v820 = add i64 %v802, %v819
  %v821 = mul i64 %v802, %v807
  %v822 = add i64 %v821, %v804
  %v823 = getelementptr inbounds i16, i16 addrspace(1)* %p5, i64 %v822
  %v824 = getelementptr inbounds i16, i16 addrspace(1)* %v823, i64 %v254
  %v825 = icmp ult i64 %v820, %v805
  %v826 = and i1 %v825, %v818
  %v827 = select i1 %v826, i32 %v816, i32 0
  %v828 = ptrtoint i16 addrspace(1)* %v824 to i64
  %v829 = add i32 %v250, %v799
  %v830 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v829
  %v831 = ptrtoint i8 addrspace(3)* %v830 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v831, i64 %v828, i32 %v827)
  %v832 = getelementptr inbounds i16, i16 addrspace(1)* %v824, i64 %v255
  %v833 = add i64 %v820, 4
  %v834 = icmp ult i64 %v833, %v805
  %v835 = and i1 %v834, %v818
  %v836 = select i1 %v835, i32 %v816, i32 0
  %v837 = ptrtoint i16 addrspace(1)* %v832 to i64
  %v838 = add i32 %v250, %v799
  %v839 = add i32 %v838, 1088
  %v840 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v839
  %v841 = ptrtoint i8 addrspace(3)* %v840 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v841, i64 %v837, i32 %v836)
  %v842 = getelementptr inbounds i16, i16 addrspace(1)* %v832, i64 %v255
  %v843 = add i64 %v820, 8
  %v844 = icmp ult i64 %v843, %v805
  %v845 = and i1 %v844, %v818
  %v846 = select i1 %v845, i32 %v816, i32 0
  %v847 = ptrtoint i16 addrspace(1)* %v842 to i64
  %v848 = add i32 %v250, %v799
  %v849 = add i32 %v848, 2176
  %v850 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v849
  %v851 = ptrtoint i8 addrspace(3)* %v850 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v851, i64 %v847, i32 %v846)
  %v852 = getelementptr inbounds i16, i16 addrspace(1)* %v842, i64 %v255
  %v853 = add i64 %v820, 12
  %v854 = icmp ult i64 %v853, %v805
  %v855 = and i1 %v854, %v818
  %v856 = select i1 %v855, i32 %v816, i32 0
  %v857 = ptrtoint i16 addrspace(1)* %v852 to i64
  %v858 = add i32 %v250, %v799
  %v859 = add i32 %v858, 3264
  %v860 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v859
  %v861 = ptrtoint i8 addrspace(3)* %v860 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v861, i64 %v857, i32 %v856)
  %v862 = getelementptr inbounds i16, i16 addrspace(1)* %v852, i64 %v255
  %v863 = add i64 %v820, 16
  %v864 = icmp ult i64 %v863, %v805
  %v865 = and i1 %v864, %v818
  %v866 = select i1 %v865, i32 %v816, i32 0
  %v867 = ptrtoint i16 addrspace(1)* %v862 to i64
  %v868 = add i32 %v250, %v799
  %v869 = add i32 %v868, 4352
  %v870 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v869
  %v871 = ptrtoint i8 addrspace(3)* %v870 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v871, i64 %v867, i32 %v866)
  %v872 = getelementptr inbounds i16, i16 addrspace(1)* %v862, i64 %v255
  %v873 = add i64 %v820, 20
  %v874 = icmp ult i64 %v873, %v805
  %v875 = and i1 %v874, %v818
  %v876 = select i1 %v875, i32 %v816, i32 0
  %v877 = ptrtoint i16 addrspace(1)* %v872 to i64
  %v878 = add i32 %v250, %v799
  %v879 = add i32 %v878, 5440
  %v880 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v879
  %v881 = ptrtoint i8 addrspace(3)* %v880 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v881, i64 %v877, i32 %v876)
  %v882 = getelementptr inbounds i16, i16 addrspace(1)* %v872, i64 %v255
  %v883 = add i64 %v820, 24
  %v884 = icmp ult i64 %v883, %v805
  %v885 = and i1 %v884, %v818
  %v886 = select i1 %v885, i32 %v816, i32 0
  %v887 = ptrtoint i16 addrspace(1)* %v882 to i64
  %v888 = add i32 %v250, %v799
  %v889 = add i32 %v888, 6528
  %v890 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v889
  %v891 = ptrtoint i8 addrspace(3)* %v890 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v891, i64 %v887, i32 %v886)
  %v892 = getelementptr inbounds i16, i16 addrspace(1)* %v882, i64 %v255
  %v893 = add i64 %v820, 28
  %v894 = icmp ult i64 %v893, %v805
  %v895 = and i1 %v894, %v818
  %v896 = select i1 %v895, i32 %v816, i32 0
  %v897 = ptrtoint i16 addrspace(1)* %v892 to i64
  %v898 = add i32 %v250, %v799
  %v899 = add i32 %v898, 7616
  %v900 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v899
  %v901 = ptrtoint i8 addrspace(3)* %v900 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v901, i64 %v897, i32 %v896)
  %v902 = getelementptr inbounds i16, i16 addrspace(1)* %v892, i64 %v255
  %v903 = add i64 %v820, 32
  %v904 = icmp ult i64 %v903, %v805
  %v905 = and i1 %v904, %v818
  %v906 = select i1 %v905, i32 %v816, i32 0
  %v907 = ptrtoint i16 addrspace(1)* %v902 to i64
  %v908 = add i32 %v250, %v799
  %v909 = add i32 %v908, 8704
  %v910 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v909
  %v911 = ptrtoint i8 addrspace(3)* %v910 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v911, i64 %v907, i32 %v906)
  %v912 = getelementptr inbounds i16, i16 addrspace(1)* %v902, i64 %v255
  %v913 = add i64 %v820, 36
  %v914 = icmp ult i64 %v913, %v805
  %v915 = and i1 %v914, %v818
  %v916 = select i1 %v915, i32 %v816, i32 0
  %v917 = ptrtoint i16 addrspace(1)* %v912 to i64
  %v918 = add i32 %v250, %v799
  %v919 = add i32 %v918, 9792
  %v920 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v919
  %v921 = ptrtoint i8 addrspace(3)* %v920 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v921, i64 %v917, i32 %v916)
  %v922 = getelementptr inbounds i16, i16 addrspace(1)* %v912, i64 %v255
  %v923 = add i64 %v820, 40
  %v924 = icmp ult i64 %v923, %v805
  %v925 = and i1 %v924, %v818
  %v926 = select i1 %v925, i32 %v816, i32 0
  %v927 = ptrtoint i16 addrspace(1)* %v922 to i64
  %v928 = add i32 %v250, %v799
  %v929 = add i32 %v928, 10880
  %v930 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v929
  %v931 = ptrtoint i8 addrspace(3)* %v930 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v931, i64 %v927, i32 %v926)
  %v932 = getelementptr inbounds i16, i16 addrspace(1)* %v922, i64 %v255
  %v933 = add i64 %v820, 44
  %v934 = icmp ult i64 %v933, %v805
  %v935 = and i1 %v934, %v818
  %v936 = select i1 %v935, i32 %v816, i32 0
  %v937 = ptrtoint i16 addrspace(1)* %v932 to i64
  %v938 = add i32 %v250, %v799
  %v939 = add i32 %v938, 11968
  %v940 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v939
  %v941 = ptrtoint i8 addrspace(3)* %v940 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v941, i64 %v937, i32 %v936)
  %v942 = getelementptr inbounds i16, i16 addrspace(1)* %v932, i64 %v255
  %v943 = add i64 %v820, 48
  %v944 = icmp ult i64 %v943, %v805
  %v945 = and i1 %v944, %v818
  %v946 = select i1 %v945, i32 %v816, i32 0
  %v947 = ptrtoint i16 addrspace(1)* %v942 to i64
  %v948 = add i32 %v250, %v799
  %v949 = add i32 %v948, 13056
  %v950 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v949
  %v951 = ptrtoint i8 addrspace(3)* %v950 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v951, i64 %v947, i32 %v946)
  %v952 = getelementptr inbounds i16, i16 addrspace(1)* %v942, i64 %v255
  %v953 = add i64 %v820, 52
  %v954 = icmp ult i64 %v953, %v805
  %v955 = and i1 %v954, %v818
  %v956 = select i1 %v955, i32 %v816, i32 0
  %v957 = ptrtoint i16 addrspace(1)* %v952 to i64
  %v958 = add i32 %v250, %v799
  %v959 = add i32 %v958, 14144
  %v960 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v959
  %v961 = ptrtoint i8 addrspace(3)* %v960 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v961, i64 %v957, i32 %v956)
  %v962 = getelementptr inbounds i16, i16 addrspace(1)* %v952, i64 %v255
  %v963 = add i64 %v820, 56
  %v964 = icmp ult i64 %v963, %v805
  %v965 = and i1 %v964, %v818
  %v966 = select i1 %v965, i32 %v816, i32 0
  %v967 = ptrtoint i16 addrspace(1)* %v962 to i64
  %v968 = add i32 %v250, %v799
  %v969 = add i32 %v968, 15232
  %v970 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v969
  %v971 = ptrtoint i8 addrspace(3)* %v970 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v971, i64 %v967, i32 %v966)
  %v972 = getelementptr inbounds i16, i16 addrspace(1)* %v962, i64 %v255
  %v973 = add i64 %v820, 60
  %v974 = icmp ult i64 %v973, %v805
  %v975 = and i1 %v974, %v818
  %v976 = select i1 %v975, i32 %v816, i32 0
  %v977 = ptrtoint i16 addrspace(1)* %v972 to i64
  %v978 = add i32 %v250, %v799
  %v979 = add i32 %v978, 16320
  %v980 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v979
  %v981 = ptrtoint i8 addrspace(3)* %v980 to i32
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %v981, i64 %v977, i32 %v976)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  %v982 = urem i32 %v791, 4
  %v983 = mul i32 %v982, 17408
  %v984 = and i32 %v2, 1
  %v985 = shl i32 %v984, 3
  %v986 = lshr i32 %v2, 1
  %v987 = and i32 %v986, 1
  %v988 = shl i32 %v987, 4
  %v989 = or i32 %v985, %v988
  %v990 = lshr i32 %v2, 2
  %v991 = and i32 %v990, 1
  %v992 = shl i32 %v991, 5
  %v993 = or i32 %v989, %v992
  %v994 = lshr i32 %v2, 3
  %v995 = and i32 %v994, 1
  %v996 = shl i32 %v995, 6
  %v997 = or i32 %v993, %v996
  %v998 = lshr i32 %v2, 4
  %v999 = and i32 %v998, 1
  %v1000 = shl i32 %v999, 7
  %v1001 = or i32 %v997, %v1000
  %v1002 = and i32 %v3, 1
  %v1003 = shl i32 %v1002, 8
  %v1004 = or i32 %v1001, %v1003
  %v1005 = lshr i32 %v3, 1
  %v1006 = and i32 %v1005, 1
  %v1007 = shl i32 %v1006, 9
  %v1008 = or i32 %v1004, %v1007
  %v1009 = lshr i32 %v3, 2
  %v1010 = and i32 %v1009, 1
  %v1011 = shl i32 %v1010, 10
  %v1012 = or i32 %v1008, %v1011
  %v1013 = lshr i32 %v1012, 6
  %v1014 = and i32 %v1013, 127
  %v1015 = and i32 %v1012, 63
  %v1016 = sext i32 %v140 to i64
  %v1017 = mul i64 %v1016, 128
  %v1018 = zext i32 %v1014 to i64
  %v1019 = add i64 %v1017, %v1018
  %v1020 = sext i32 %p3 to i64
  %v1021 = zext i32 %p1 to i64
  %v1022 = mul i64 %v1019, %v1020
  %v1023 = add i64 %v1017, 128
  %v1024 = icmp sle i64 %v1023, %v1021
  %v1025 = icmp sge i64 %v1016, 0
  %v1026 = and i1 %v1024, %v1025
  %v1027 = sext i32 %v790 to i64
  %v1028 = mul i64 %v1027, 64
  %v1029 = zext i32 %v1015 to i64
  %v1030 = add i64 %v1028, %v1029
  %v1031 = zext i32 %p2 to i64
  %v1032 = add i64 %v1022, %v1030
  %v1033 = add i64 %v1028, 64
  %v1034 = icmp sle i64 %v1033, %v1031
  %v1035 = icmp sge i64 %v1027, 0
  %v1036 = and i1 %v1034, %v1035
  %v1037 = and i1 %v1026, %v1036
  br i1 %v1037, label %ld_full9, label %ld_edge10
endfor8:
  call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"()
  call void @llvm.nvvm.barrier0()
  %v2379 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v179)
  %v2380 = zext i16 %v2379 to i32
  %v2381 = shl i32 %v2380, 16
  %v2382 = bitcast i32 %v2381 to float
  %v2383 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v180)
  %v2384 = zext i16 %v2383 to i32
  %v2385 = shl i32 %v2384, 16
  %v2386 = bitcast i32 %v2385 to float
  %v2387 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v181)
  %v2388 = zext i16 %v2387 to i32
  %v2389 = shl i32 %v2388, 16
  %v2390 = bitcast i32 %v2389 to float
  %v2391 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v182)
  %v2392 = zext i16 %v2391 to i32
  %v2393 = shl i32 %v2392, 16
  %v2394 = bitcast i32 %v2393 to float
  %v2395 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v183)
  %v2396 = zext i16 %v2395 to i32
  %v2397 = shl i32 %v2396, 16
  %v2398 = bitcast i32 %v2397 to float
  %v2399 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v184)
  %v2400 = zext i16 %v2399 to i32
  %v2401 = shl i32 %v2400, 16
  %v2402 = bitcast i32 %v2401 to float
  %v2403 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v185)
  %v2404 = zext i16 %v2403 to i32
  %v2405 = shl i32 %v2404, 16
  %v2406 = bitcast i32 %v2405 to float
  %v2407 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v186)
  %v2408 = zext i16 %v2407 to i32
  %v2409 = shl i32 %v2408, 16
  %v2410 = bitcast i32 %v2409 to float
  %v2411 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v187)
  %v2412 = zext i16 %v2411 to i32
  %v2413 = shl i32 %v2412, 16
  %v2414 = bitcast i32 %v2413 to float
  %v2415 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v188)
  %v2416 = zext i16 %v2415 to i32
  %v2417 = shl i32 %v2416, 16
  %v2418 = bitcast i32 %v2417 to float
  %v2419 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v189)
  %v2420 = zext i16 %v2419 to i32
  %v2421 = shl i32 %v2420, 16
  %v2422 = bitcast i32 %v2421 to float
  %v2423 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v190)
  %v2424 = zext i16 %v2423 to i32
  %v2425 = shl i32 %v2424, 16
  %v2426 = bitcast i32 %v2425 to float
  %v2427 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v191)
  %v2428 = zext i16 %v2427 to i32
  %v2429 = shl i32 %v2428, 16
  %v2430 = bitcast i32 %v2429 to float
  %v2431 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v192)
  %v2432 = zext i16 %v2431 to i32
  %v2433 = shl i32 %v2432, 16
  %v2434 = bitcast i32 %v2433 to float
  %v2435 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v193)
  %v2436 = zext i16 %v2435 to i32
  %v2437 = shl i32 %v2436, 16
  %v2438 = bitcast i32 %v2437 to float
  %v2439 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v194)
  %v2440 = zext i16 %v2439 to i32
  %v2441 = shl i32 %v2440, 16
  %v2442 = bitcast i32 %v2441 to float
  %v2443 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v195)
  %v2444 = zext i16 %v2443 to i32
  %v2445 = shl i32 %v2444, 16
  %v2446 = bitcast i32 %v2445 to float
  %v2447 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v196)
  %v2448 = zext i16 %v2447 to i32
  %v2449 = shl i32 %v2448, 16
  %v2450 = bitcast i32 %v2449 to float
  %v2451 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v197)
  %v2452 = zext i16 %v2451 to i32
  %v2453 = shl i32 %v2452, 16
  %v2454 = bitcast i32 %v2453 to float
  %v2455 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v198)
  %v2456 = zext i16 %v2455 to i32
  %v2457 = shl i32 %v2456, 16
  %v2458 = bitcast i32 %v2457 to float
  %v2459 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v199)
  %v2460 = zext i16 %v2459 to i32
  %v2461 = shl i32 %v2460, 16
  %v2462 = bitcast i32 %v2461 to float
  %v2463 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v200)
  %v2464 = zext i16 %v2463 to i32
  %v2465 = shl i32 %v2464, 16
  %v2466 = bitcast i32 %v2465 to float
  %v2467 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v201)
  %v2468 = zext i16 %v2467 to i32
  %v2469 = shl i32 %v2468, 16
  %v2470 = bitcast i32 %v2469 to float
  %v2471 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v202)
  %v2472 = zext i16 %v2471 to i32
  %v2473 = shl i32 %v2472, 16
  %v2474 = bitcast i32 %v2473 to float
  %v2475 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v203)
  %v2476 = zext i16 %v2475 to i32
  %v2477 = shl i32 %v2476, 16
  %v2478 = bitcast i32 %v2477 to float
  %v2479 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v204)
  %v2480 = zext i16 %v2479 to i32
  %v2481 = shl i32 %v2480, 16
  %v2482 = bitcast i32 %v2481 to float
  %v2483 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v205)
  %v2484 = zext i16 %v2483 to i32
  %v2485 = shl i32 %v2484, 16
  %v2486 = bitcast i32 %v2485 to float
  %v2487 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v206)
  %v2488 = zext i16 %v2487 to i32
  %v2489 = shl i32 %v2488, 16
  %v2490 = bitcast i32 %v2489 to float
  %v2491 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v207)
  %v2492 = zext i16 %v2491 to i32
  %v2493 = shl i32 %v2492, 16
  %v2494 = bitcast i32 %v2493 to float
  %v2495 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v208)
  %v2496 = zext i16 %v2495 to i32
  %v2497 = shl i32 %v2496, 16
  %v2498 = bitcast i32 %v2497 to float
  %v2499 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v209)
  %v2500 = zext i16 %v2499 to i32
  %v2501 = shl i32 %v2500, 16
  %v2502 = bitcast i32 %v2501 to float
  %v2503 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v210)
  %v2504 = zext i16 %v2503 to i32
  %v2505 = shl i32 %v2504, 16
  %v2506 = bitcast i32 %v2505 to float
  %v2507 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v211)
  %v2508 = zext i16 %v2507 to i32
  %v2509 = shl i32 %v2508, 16
  %v2510 = bitcast i32 %v2509 to float
  %v2511 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v212)
  %v2512 = zext i16 %v2511 to i32
  %v2513 = shl i32 %v2512, 16
  %v2514 = bitcast i32 %v2513 to float
  %v2515 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v213)
  %v2516 = zext i16 %v2515 to i32
  %v2517 = shl i32 %v2516, 16
  %v2518 = bitcast i32 %v2517 to float
  %v2519 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v214)
  %v2520 = zext i16 %v2519 to i32
  %v2521 = shl i32 %v2520, 16
  %v2522 = bitcast i32 %v2521 to float
  %v2523 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v215)
  %v2524 = zext i16 %v2523 to i32
  %v2525 = shl i32 %v2524, 16
  %v2526 = bitcast i32 %v2525 to float
  %v2527 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v216)
  %v2528 = zext i16 %v2527 to i32
  %v2529 = shl i32 %v2528, 16
  %v2530 = bitcast i32 %v2529 to float
  %v2531 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v217)
  %v2532 = zext i16 %v2531 to i32
  %v2533 = shl i32 %v2532, 16
  %v2534 = bitcast i32 %v2533 to float
  %v2535 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v218)
  %v2536 = zext i16 %v2535 to i32
  %v2537 = shl i32 %v2536, 16
  %v2538 = bitcast i32 %v2537 to float
  %v2539 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v219)
  %v2540 = zext i16 %v2539 to i32
  %v2541 = shl i32 %v2540, 16
  %v2542 = bitcast i32 %v2541 to float
  %v2543 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v220)
  %v2544 = zext i16 %v2543 to i32
  %v2545 = shl i32 %v2544, 16
  %v2546 = bitcast i32 %v2545 to float
  %v2547 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v221)
  %v2548 = zext i16 %v2547 to i32
  %v2549 = shl i32 %v2548, 16
  %v2550 = bitcast i32 %v2549 to float
  %v2551 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v222)
  %v2552 = zext i16 %v2551 to i32
  %v2553 = shl i32 %v2552, 16
  %v2554 = bitcast i32 %v2553 to float
  %v2555 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v223)
  %v2556 = zext i16 %v2555 to i32
  %v2557 = shl i32 %v2556, 16
  %v2558 = bitcast i32 %v2557 to float
  %v2559 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v224)
  %v2560 = zext i16 %v2559 to i32
  %v2561 = shl i32 %v2560, 16
  %v2562 = bitcast i32 %v2561 to float
  %v2563 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v225)
  %v2564 = zext i16 %v2563 to i32
  %v2565 = shl i32 %v2564, 16
  %v2566 = bitcast i32 %v2565 to float
  %v2567 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v226)
  %v2568 = zext i16 %v2567 to i32
  %v2569 = shl i32 %v2568, 16
  %v2570 = bitcast i32 %v2569 to float
  %v2571 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v227)
  %v2572 = zext i16 %v2571 to i32
  %v2573 = shl i32 %v2572, 16
  %v2574 = bitcast i32 %v2573 to float
  %v2575 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v228)
  %v2576 = zext i16 %v2575 to i32
  %v2577 = shl i32 %v2576, 16
  %v2578 = bitcast i32 %v2577 to float
  %v2579 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v229)
  %v2580 = zext i16 %v2579 to i32
  %v2581 = shl i32 %v2580, 16
  %v2582 = bitcast i32 %v2581 to float
  %v2583 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v230)
  %v2584 = zext i16 %v2583 to i32
  %v2585 = shl i32 %v2584, 16
  %v2586 = bitcast i32 %v2585 to float
  %v2587 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v231)
  %v2588 = zext i16 %v2587 to i32
  %v2589 = shl i32 %v2588, 16
  %v2590 = bitcast i32 %v2589 to float
  %v2591 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v232)
  %v2592 = zext i16 %v2591 to i32
  %v2593 = shl i32 %v2592, 16
  %v2594 = bitcast i32 %v2593 to float
  %v2595 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v233)
  %v2596 = zext i16 %v2595 to i32
  %v2597 = shl i32 %v2596, 16
  %v2598 = bitcast i32 %v2597 to float
  %v2599 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v234)
  %v2600 = zext i16 %v2599 to i32
  %v2601 = shl i32 %v2600, 16
  %v2602 = bitcast i32 %v2601 to float
  %v2603 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v235)
  %v2604 = zext i16 %v2603 to i32
  %v2605 = shl i32 %v2604, 16
  %v2606 = bitcast i32 %v2605 to float
  %v2607 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v236)
  %v2608 = zext i16 %v2607 to i32
  %v2609 = shl i32 %v2608, 16
  %v2610 = bitcast i32 %v2609 to float
  %v2611 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v237)
  %v2612 = zext i16 %v2611 to i32
  %v2613 = shl i32 %v2612, 16
  %v2614 = bitcast i32 %v2613 to float
  %v2615 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v238)
  %v2616 = zext i16 %v2615 to i32
  %v2617 = shl i32 %v2616, 16
  %v2618 = bitcast i32 %v2617 to float
  %v2619 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v239)
  %v2620 = zext i16 %v2619 to i32
  %v2621 = shl i32 %v2620, 16
  %v2622 = bitcast i32 %v2621 to float
  %v2623 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v240)
  %v2624 = zext i16 %v2623 to i32
  %v2625 = shl i32 %v2624, 16
  %v2626 = bitcast i32 %v2625 to float
  %v2627 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v241)
  %v2628 = zext i16 %v2627 to i32
  %v2629 = shl i32 %v2628, 16
  %v2630 = bitcast i32 %v2629 to float
  %v2631 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v242)
  %v2632 = zext i16 %v2631 to i32
  %v2633 = shl i32 %v2632, 16
  %v2634 = bitcast i32 %v2633 to float
  %v2635 = and i32 %v2, 1
  %v2636 = shl i32 %v2635, 1
  %v2637 = lshr i32 %v2, 1
  %v2638 = and i32 %v2637, 1
  %v2639 = shl i32 %v2638, 2
  %v2640 = or i32 %v2636, %v2639
  %v2641 = lshr i32 %v2, 2
  %v2642 = and i32 %v2641, 1
  %v2643 = shl i32 %v2642, 7
  %v2644 = or i32 %v2640, %v2643
  %v2645 = lshr i32 %v2, 3
  %v2646 = and i32 %v2645, 1
  %v2647 = shl i32 %v2646, 8
  %v2648 = or i32 %v2644, %v2647
  %v2649 = lshr i32 %v2, 4
  %v2650 = and i32 %v2649, 1
  %v2651 = shl i32 %v2650, 9
  %v2652 = or i32 %v2648, %v2651
  %v2653 = and i32 %v3, 1
  %v2654 = shl i32 %v2653, 5
  %v2655 = or i32 %v2652, %v2654
  %v2656 = lshr i32 %v3, 1
  %v2657 = and i32 %v2656, 1
  %v2658 = shl i32 %v2657, 6
  %v2659 = or i32 %v2655, %v2658
  %v2660 = lshr i32 %v3, 2
  %v2661 = and i32 %v2660, 1
  %v2662 = shl i32 %v2661, 13
  %v2663 = or i32 %v2659, %v2662
  %v2664 = lshr i32 %v2663, 7
  %v2665 = and i32 %v2664, 127
  %v2666 = and i32 %v2663, 127
  %v2667 = sext i32 %v140 to i64
  %v2668 = mul i64 %v2667, 128
  %v2669 = zext i32 %v2665 to i64
  %v2670 = add i64 %v2668, %v2669
  %v2671 = sext i32 %p13 to i64
  %v2672 = zext i32 %p11 to i64
  %v2673 = mul i64 %v2670, %v2671
  %v2674 = add i64 %v2668, 128
  %v2675 = icmp sle i64 %v2674, %v2672
  %v2676 = icmp sge i64 %v2667, 0
  %v2677 = and i1 %v2675, %v2676
  %v2678 = sext i32 %v177 to i64
  %v2679 = mul i64 %v2678, 128
  %v2680 = zext i32 %v2666 to i64
  %v2681 = add i64 %v2679, %v2680
  %v2682 = zext i32 %p12 to i64
  %v2683 = add i64 %v2673, %v2681
  %v2684 = add i64 %v2679, 128
  %v2685 = icmp sle i64 %v2684, %v2682
  %v2686 = icmp sge i64 %v2678, 0
  %v2687 = and i1 %v2685, %v2686
  %v2688 = and i1 %v2677, %v2687
  br i1 %v2688, label %st_full14, label %st_edge15
ld_full9:
  %v1038 = icmp ult i64 %v1019, %v1021
  %v1039 = icmp ult i64 %v1030, %v1031
  %v1040 = and i1 %v1038, %v1039
  %v1041 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1032
  %v1042 = load i16, i16 addrspace(1)* %v1041, align 2
  %v1043 = zext i16 %v1042 to i32
  %v1044 = shl i32 %v1043, 16
  %v1045 = bitcast i32 %v1044 to float
  %v1046 = icmp ult i64 %v1019, %v1021
  %v1047 = add i64 %v1032, 1
  %v1048 = add i64 %v1030, 1
  %v1049 = icmp ult i64 %v1048, %v1031
  %v1050 = and i1 %v1046, %v1049
  %v1051 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1047
  %v1052 = load i16, i16 addrspace(1)* %v1051, align 2
  %v1053 = zext i16 %v1052 to i32
  %v1054 = shl i32 %v1053, 16
  %v1055 = bitcast i32 %v1054 to float
  %v1056 = icmp ult i64 %v1019, %v1021
  %v1057 = add i64 %v1032, 2
  %v1058 = add i64 %v1030, 2
  %v1059 = icmp ult i64 %v1058, %v1031
  %v1060 = and i1 %v1056, %v1059
  %v1061 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1057
  %v1062 = load i16, i16 addrspace(1)* %v1061, align 2
  %v1063 = zext i16 %v1062 to i32
  %v1064 = shl i32 %v1063, 16
  %v1065 = bitcast i32 %v1064 to float
  %v1066 = icmp ult i64 %v1019, %v1021
  %v1067 = add i64 %v1032, 3
  %v1068 = add i64 %v1030, 3
  %v1069 = icmp ult i64 %v1068, %v1031
  %v1070 = and i1 %v1066, %v1069
  %v1071 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1067
  %v1072 = load i16, i16 addrspace(1)* %v1071, align 2
  %v1073 = zext i16 %v1072 to i32
  %v1074 = shl i32 %v1073, 16
  %v1075 = bitcast i32 %v1074 to float
  %v1076 = icmp ult i64 %v1019, %v1021
  %v1077 = add i64 %v1032, 4
  %v1078 = add i64 %v1030, 4
  %v1079 = icmp ult i64 %v1078, %v1031
  %v1080 = and i1 %v1076, %v1079
  %v1081 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1077
  %v1082 = load i16, i16 addrspace(1)* %v1081, align 2
  %v1083 = zext i16 %v1082 to i32
  %v1084 = shl i32 %v1083, 16
  %v1085 = bitcast i32 %v1084 to float
  %v1086 = icmp ult i64 %v1019, %v1021
  %v1087 = add i64 %v1032, 5
  %v1088 = add i64 %v1030, 5
  %v1089 = icmp ult i64 %v1088, %v1031
  %v1090 = and i1 %v1086, %v1089
  %v1091 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1087
  %v1092 = load i16, i16 addrspace(1)* %v1091, align 2
  %v1093 = zext i16 %v1092 to i32
  %v1094 = shl i32 %v1093, 16
  %v1095 = bitcast i32 %v1094 to float
  %v1096 = icmp ult i64 %v1019, %v1021
  %v1097 = add i64 %v1032, 6
  %v1098 = add i64 %v1030, 6
  %v1099 = icmp ult i64 %v1098, %v1031
  %v1100 = and i1 %v1096, %v1099
  %v1101 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1097
  %v1102 = load i16, i16 addrspace(1)* %v1101, align 2
  %v1103 = zext i16 %v1102 to i32
  %v1104 = shl i32 %v1103, 16
  %v1105 = bitcast i32 %v1104 to float
  %v1106 = icmp ult i64 %v1019, %v1021
  %v1107 = add i64 %v1032, 7
  %v1108 = add i64 %v1030, 7
  %v1109 = icmp ult i64 %v1108, %v1031
  %v1110 = and i1 %v1106, %v1109
  %v1111 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1107
  %v1112 = load i16, i16 addrspace(1)* %v1111, align 2
  %v1113 = zext i16 %v1112 to i32
  %v1114 = shl i32 %v1113, 16
  %v1115 = bitcast i32 %v1114 to float
  %v1116 = mul i64 32, %v1020
  %v1117 = add i64 %v1032, %v1116
  %v1118 = add i64 %v1019, 32
  %v1119 = icmp ult i64 %v1118, %v1021
  %v1120 = icmp ult i64 %v1030, %v1031
  %v1121 = and i1 %v1119, %v1120
  %v1122 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1117
  %v1123 = load i16, i16 addrspace(1)* %v1122, align 2
  %v1124 = zext i16 %v1123 to i32
  %v1125 = shl i32 %v1124, 16
  %v1126 = bitcast i32 %v1125 to float
  %v1127 = mul i64 32, %v1020
  %v1128 = add i64 %v1032, %v1127
  %v1129 = add i64 %v1019, 32
  %v1130 = icmp ult i64 %v1129, %v1021
  %v1131 = add i64 %v1128, 1
  %v1132 = add i64 %v1030, 1
  %v1133 = icmp ult i64 %v1132, %v1031
  %v1134 = and i1 %v1130, %v1133
  %v1135 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1131
  %v1136 = load i16, i16 addrspace(1)* %v1135, align 2
  %v1137 = zext i16 %v1136 to i32
  %v1138 = shl i32 %v1137, 16
  %v1139 = bitcast i32 %v1138 to float
  %v1140 = mul i64 32, %v1020
  %v1141 = add i64 %v1032, %v1140
  %v1142 = add i64 %v1019, 32
  %v1143 = icmp ult i64 %v1142, %v1021
  %v1144 = add i64 %v1141, 2
  %v1145 = add i64 %v1030, 2
  %v1146 = icmp ult i64 %v1145, %v1031
  %v1147 = and i1 %v1143, %v1146
  %v1148 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1144
  %v1149 = load i16, i16 addrspace(1)* %v1148, align 2
  %v1150 = zext i16 %v1149 to i32
  %v1151 = shl i32 %v1150, 16
  %v1152 = bitcast i32 %v1151 to float
  %v1153 = mul i64 32, %v1020
  %v1154 = add i64 %v1032, %v1153
  %v1155 = add i64 %v1019, 32
  %v1156 = icmp ult i64 %v1155, %v1021
  %v1157 = add i64 %v1154, 3
  %v1158 = add i64 %v1030, 3
  %v1159 = icmp ult i64 %v1158, %v1031
  %v1160 = and i1 %v1156, %v1159
  %v1161 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1157
  %v1162 = load i16, i16 addrspace(1)* %v1161, align 2
  %v1163 = zext i16 %v1162 to i32
  %v1164 = shl i32 %v1163, 16
  %v1165 = bitcast i32 %v1164 to float
  %v1166 = mul i64 32, %v1020
  %v1167 = add i64 %v1032, %v1166
  %v1168 = add i64 %v1019, 32
  %v1169 = icmp ult i64 %v1168, %v1021
  %v1170 = add i64 %v1167, 4
  %v1171 = add i64 %v1030, 4
  %v1172 = icmp ult i64 %v1171, %v1031
  %v1173 = and i1 %v1169, %v1172
  %v1174 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1170
  %v1175 = load i16, i16 addrspace(1)* %v1174, align 2
  %v1176 = zext i16 %v1175 to i32
  %v1177 = shl i32 %v1176, 16
  %v1178 = bitcast i32 %v1177 to float
  %v1179 = mul i64 32, %v1020
  %v1180 = add i64 %v1032, %v1179
  %v1181 = add i64 %v1019, 32
  %v1182 = icmp ult i64 %v1181, %v1021
  %v1183 = add i64 %v1180, 5
  %v1184 = add i64 %v1030, 5
  %v1185 = icmp ult i64 %v1184, %v1031
  %v1186 = and i1 %v1182, %v1185
  %v1187 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1183
  %v1188 = load i16, i16 addrspace(1)* %v1187, align 2
  %v1189 = zext i16 %v1188 to i32
  %v1190 = shl i32 %v1189, 16
  %v1191 = bitcast i32 %v1190 to float
  %v1192 = mul i64 32, %v1020
  %v1193 = add i64 %v1032, %v1192
  %v1194 = add i64 %v1019, 32
  %v1195 = icmp ult i64 %v1194, %v1021
  %v1196 = add i64 %v1193, 6
  %v1197 = add i64 %v1030, 6
  %v1198 = icmp ult i64 %v1197, %v1031
  %v1199 = and i1 %v1195, %v1198
  %v1200 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1196
  %v1201 = load i16, i16 addrspace(1)* %v1200, align 2
  %v1202 = zext i16 %v1201 to i32
  %v1203 = shl i32 %v1202, 16
  %v1204 = bitcast i32 %v1203 to float
  %v1205 = mul i64 32, %v1020
  %v1206 = add i64 %v1032, %v1205
  %v1207 = add i64 %v1019, 32
  %v1208 = icmp ult i64 %v1207, %v1021
  %v1209 = add i64 %v1206, 7
  %v1210 = add i64 %v1030, 7
  %v1211 = icmp ult i64 %v1210, %v1031
  %v1212 = and i1 %v1208, %v1211
  %v1213 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1209
  %v1214 = load i16, i16 addrspace(1)* %v1213, align 2
  %v1215 = zext i16 %v1214 to i32
  %v1216 = shl i32 %v1215, 16
  %v1217 = bitcast i32 %v1216 to float
  %v1218 = mul i64 64, %v1020
  %v1219 = add i64 %v1032, %v1218
  %v1220 = add i64 %v1019, 64
  %v1221 = icmp ult i64 %v1220, %v1021
  %v1222 = icmp ult i64 %v1030, %v1031
  %v1223 = and i1 %v1221, %v1222
  %v1224 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1219
  %v1225 = load i16, i16 addrspace(1)* %v1224, align 2
  %v1226 = zext i16 %v1225 to i32
  %v1227 = shl i32 %v1226, 16
  %v1228 = bitcast i32 %v1227 to float
  %v1229 = mul i64 64, %v1020
  %v1230 = add i64 %v1032, %v1229
  %v1231 = add i64 %v1019, 64
  %v1232 = icmp ult i64 %v1231, %v1021
  %v1233 = add i64 %v1230, 1
  %v1234 = add i64 %v1030, 1
  %v1235 = icmp ult i64 %v1234, %v1031
  %v1236 = and i1 %v1232, %v1235
  %v1237 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1233
  %v1238 = load i16, i16 addrspace(1)* %v1237, align 2
  %v1239 = zext i16 %v1238 to i32
  %v1240 = shl i32 %v1239, 16
  %v1241 = bitcast i32 %v1240 to float
  %v1242 = mul i64 64, %v1020
  %v1243 = add i64 %v1032, %v1242
  %v1244 = add i64 %v1019, 64
  %v1245 = icmp ult i64 %v1244, %v1021
  %v1246 = add i64 %v1243, 2
  %v1247 = add i64 %v1030, 2
  %v1248 = icmp ult i64 %v1247, %v1031
  %v1249 = and i1 %v1245, %v1248
  %v1250 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1246
  %v1251 = load i16, i16 addrspace(1)* %v1250, align 2
  %v1252 = zext i16 %v1251 to i32
  %v1253 = shl i32 %v1252, 16
  %v1254 = bitcast i32 %v1253 to float
  %v1255 = mul i64 64, %v1020
  %v1256 = add i64 %v1032, %v1255
  %v1257 = add i64 %v1019, 64
  %v1258 = icmp ult i64 %v1257, %v1021
  %v1259 = add i64 %v1256, 3
  %v1260 = add i64 %v1030, 3
  %v1261 = icmp ult i64 %v1260, %v1031
  %v1262 = and i1 %v1258, %v1261
  %v1263 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1259
  %v1264 = load i16, i16 addrspace(1)* %v1263, align 2
  %v1265 = zext i16 %v1264 to i32
  %v1266 = shl i32 %v1265, 16
  %v1267 = bitcast i32 %v1266 to float
  %v1268 = mul i64 64, %v1020
  %v1269 = add i64 %v1032, %v1268
  %v1270 = add i64 %v1019, 64
  %v1271 = icmp ult i64 %v1270, %v1021
  %v1272 = add i64 %v1269, 4
  %v1273 = add i64 %v1030, 4
  %v1274 = icmp ult i64 %v1273, %v1031
  %v1275 = and i1 %v1271, %v1274
  %v1276 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1272
  %v1277 = load i16, i16 addrspace(1)* %v1276, align 2
  %v1278 = zext i16 %v1277 to i32
  %v1279 = shl i32 %v1278, 16
  %v1280 = bitcast i32 %v1279 to float
  %v1281 = mul i64 64, %v1020
  %v1282 = add i64 %v1032, %v1281
  %v1283 = add i64 %v1019, 64
  %v1284 = icmp ult i64 %v1283, %v1021
  %v1285 = add i64 %v1282, 5
  %v1286 = add i64 %v1030, 5
  %v1287 = icmp ult i64 %v1286, %v1031
  %v1288 = and i1 %v1284, %v1287
  %v1289 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1285
  %v1290 = load i16, i16 addrspace(1)* %v1289, align 2
  %v1291 = zext i16 %v1290 to i32
  %v1292 = shl i32 %v1291, 16
  %v1293 = bitcast i32 %v1292 to float
  %v1294 = mul i64 64, %v1020
  %v1295 = add i64 %v1032, %v1294
  %v1296 = add i64 %v1019, 64
  %v1297 = icmp ult i64 %v1296, %v1021
  %v1298 = add i64 %v1295, 6
  %v1299 = add i64 %v1030, 6
  %v1300 = icmp ult i64 %v1299, %v1031
  %v1301 = and i1 %v1297, %v1300
  %v1302 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1298
  %v1303 = load i16, i16 addrspace(1)* %v1302, align 2
  %v1304 = zext i16 %v1303 to i32
  %v1305 = shl i32 %v1304, 16
  %v1306 = bitcast i32 %v1305 to float
  %v1307 = mul i64 64, %v1020
  %v1308 = add i64 %v1032, %v1307
  %v1309 = add i64 %v1019, 64
  %v1310 = icmp ult i64 %v1309, %v1021
  %v1311 = add i64 %v1308, 7
  %v1312 = add i64 %v1030, 7
  %v1313 = icmp ult i64 %v1312, %v1031
  %v1314 = and i1 %v1310, %v1313
  %v1315 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1311
  %v1316 = load i16, i16 addrspace(1)* %v1315, align 2
  %v1317 = zext i16 %v1316 to i32
  %v1318 = shl i32 %v1317, 16
  %v1319 = bitcast i32 %v1318 to float
  %v1320 = mul i64 96, %v1020
  %v1321 = add i64 %v1032, %v1320
  %v1322 = add i64 %v1019, 96
  %v1323 = icmp ult i64 %v1322, %v1021
  %v1324 = icmp ult i64 %v1030, %v1031
  %v1325 = and i1 %v1323, %v1324
  %v1326 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1321
  %v1327 = load i16, i16 addrspace(1)* %v1326, align 2
  %v1328 = zext i16 %v1327 to i32
  %v1329 = shl i32 %v1328, 16
  %v1330 = bitcast i32 %v1329 to float
  %v1331 = mul i64 96, %v1020
  %v1332 = add i64 %v1032, %v1331
  %v1333 = add i64 %v1019, 96
  %v1334 = icmp ult i64 %v1333, %v1021
  %v1335 = add i64 %v1332, 1
  %v1336 = add i64 %v1030, 1
  %v1337 = icmp ult i64 %v1336, %v1031
  %v1338 = and i1 %v1334, %v1337
  %v1339 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1335
  %v1340 = load i16, i16 addrspace(1)* %v1339, align 2
  %v1341 = zext i16 %v1340 to i32
  %v1342 = shl i32 %v1341, 16
  %v1343 = bitcast i32 %v1342 to float
  %v1344 = mul i64 96, %v1020
  %v1345 = add i64 %v1032, %v1344
  %v1346 = add i64 %v1019, 96
  %v1347 = icmp ult i64 %v1346, %v1021
  %v1348 = add i64 %v1345, 2
  %v1349 = add i64 %v1030, 2
  %v1350 = icmp ult i64 %v1349, %v1031
  %v1351 = and i1 %v1347, %v1350
  %v1352 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1348
  %v1353 = load i16, i16 addrspace(1)* %v1352, align 2
  %v1354 = zext i16 %v1353 to i32
  %v1355 = shl i32 %v1354, 16
  %v1356 = bitcast i32 %v1355 to float
  %v1357 = mul i64 96, %v1020
  %v1358 = add i64 %v1032, %v1357
  %v1359 = add i64 %v1019, 96
  %v1360 = icmp ult i64 %v1359, %v1021
  %v1361 = add i64 %v1358, 3
  %v1362 = add i64 %v1030, 3
  %v1363 = icmp ult i64 %v1362, %v1031
  %v1364 = and i1 %v1360, %v1363
  %v1365 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1361
  %v1366 = load i16, i16 addrspace(1)* %v1365, align 2
  %v1367 = zext i16 %v1366 to i32
  %v1368 = shl i32 %v1367, 16
  %v1369 = bitcast i32 %v1368 to float
  %v1370 = mul i64 96, %v1020
  %v1371 = add i64 %v1032, %v1370
  %v1372 = add i64 %v1019, 96
  %v1373 = icmp ult i64 %v1372, %v1021
  %v1374 = add i64 %v1371, 4
  %v1375 = add i64 %v1030, 4
  %v1376 = icmp ult i64 %v1375, %v1031
  %v1377 = and i1 %v1373, %v1376
  %v1378 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1374
  %v1379 = load i16, i16 addrspace(1)* %v1378, align 2
  %v1380 = zext i16 %v1379 to i32
  %v1381 = shl i32 %v1380, 16
  %v1382 = bitcast i32 %v1381 to float
  %v1383 = mul i64 96, %v1020
  %v1384 = add i64 %v1032, %v1383
  %v1385 = add i64 %v1019, 96
  %v1386 = icmp ult i64 %v1385, %v1021
  %v1387 = add i64 %v1384, 5
  %v1388 = add i64 %v1030, 5
  %v1389 = icmp ult i64 %v1388, %v1031
  %v1390 = and i1 %v1386, %v1389
  %v1391 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1387
  %v1392 = load i16, i16 addrspace(1)* %v1391, align 2
  %v1393 = zext i16 %v1392 to i32
  %v1394 = shl i32 %v1393, 16
  %v1395 = bitcast i32 %v1394 to float
  %v1396 = mul i64 96, %v1020
  %v1397 = add i64 %v1032, %v1396
  %v1398 = add i64 %v1019, 96
  %v1399 = icmp ult i64 %v1398, %v1021
  %v1400 = add i64 %v1397, 6
  %v1401 = add i64 %v1030, 6
  %v1402 = icmp ult i64 %v1401, %v1031
  %v1403 = and i1 %v1399, %v1402
  %v1404 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1400
  %v1405 = load i16, i16 addrspace(1)* %v1404, align 2
  %v1406 = zext i16 %v1405 to i32
  %v1407 = shl i32 %v1406, 16
  %v1408 = bitcast i32 %v1407 to float
  %v1409 = mul i64 96, %v1020
  %v1410 = add i64 %v1032, %v1409
  %v1411 = add i64 %v1019, 96
  %v1412 = icmp ult i64 %v1411, %v1021
  %v1413 = add i64 %v1410, 7
  %v1414 = add i64 %v1030, 7
  %v1415 = icmp ult i64 %v1414, %v1031
  %v1416 = and i1 %v1412, %v1415
  %v1417 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1413
  %v1418 = load i16, i16 addrspace(1)* %v1417, align 2
  %v1419 = zext i16 %v1418 to i32
  %v1420 = shl i32 %v1419, 16
  %v1421 = bitcast i32 %v1420 to float
  br label %ld_done11
ld_edge10:
  %v1422 = bitcast float 0x0000000000000000 to i32
  %v1423 = lshr i32 %v1422, 16
  %v1424 = trunc i32 %v1423 to i16
  %v1425 = icmp ult i64 %v1019, %v1021
  %v1426 = icmp ult i64 %v1030, %v1031
  %v1427 = and i1 %v1425, %v1426
  %v1428 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1032
  %v1429 = ptrtoint i16 addrspace(1)* %v1428 to i64
  %v1430 = zext i1 %v1427 to i32
  %v1431 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1429, i32 %v1430, i16 %v1424)
  %v1432 = zext i16 %v1431 to i32
  %v1433 = shl i32 %v1432, 16
  %v1434 = bitcast i32 %v1433 to float
  %v1435 = icmp ult i64 %v1019, %v1021
  %v1436 = add i64 %v1032, 1
  %v1437 = add i64 %v1030, 1
  %v1438 = icmp ult i64 %v1437, %v1031
  %v1439 = and i1 %v1435, %v1438
  %v1440 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1436
  %v1441 = ptrtoint i16 addrspace(1)* %v1440 to i64
  %v1442 = zext i1 %v1439 to i32
  %v1443 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1441, i32 %v1442, i16 %v1424)
  %v1444 = zext i16 %v1443 to i32
  %v1445 = shl i32 %v1444, 16
  %v1446 = bitcast i32 %v1445 to float
  %v1447 = icmp ult i64 %v1019, %v1021
  %v1448 = add i64 %v1032, 2
  %v1449 = add i64 %v1030, 2
  %v1450 = icmp ult i64 %v1449, %v1031
  %v1451 = and i1 %v1447, %v1450
  %v1452 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1448
  %v1453 = ptrtoint i16 addrspace(1)* %v1452 to i64
  %v1454 = zext i1 %v1451 to i32
  %v1455 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1453, i32 %v1454, i16 %v1424)
  %v1456 = zext i16 %v1455 to i32
  %v1457 = shl i32 %v1456, 16
  %v1458 = bitcast i32 %v1457 to float
  %v1459 = icmp ult i64 %v1019, %v1021
  %v1460 = add i64 %v1032, 3
  %v1461 = add i64 %v1030, 3
  %v1462 = icmp ult i64 %v1461, %v1031
  %v1463 = and i1 %v1459, %v1462
  %v1464 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1460
  %v1465 = ptrtoint i16 addrspace(1)* %v1464 to i64
  %v1466 = zext i1 %v1463 to i32
  %v1467 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1465, i32 %v1466, i16 %v1424)
  %v1468 = zext i16 %v1467 to i32
  %v1469 = shl i32 %v1468, 16
  %v1470 = bitcast i32 %v1469 to float
  %v1471 = icmp ult i64 %v1019, %v1021
  %v1472 = add i64 %v1032, 4
  %v1473 = add i64 %v1030, 4
  %v1474 = icmp ult i64 %v1473, %v1031
  %v1475 = and i1 %v1471, %v1474
  %v1476 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1472
  %v1477 = ptrtoint i16 addrspace(1)* %v1476 to i64
  %v1478 = zext i1 %v1475 to i32
  %v1479 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1477, i32 %v1478, i16 %v1424)
  %v1480 = zext i16 %v1479 to i32
  %v1481 = shl i32 %v1480, 16
  %v1482 = bitcast i32 %v1481 to float
  %v1483 = icmp ult i64 %v1019, %v1021
  %v1484 = add i64 %v1032, 5
  %v1485 = add i64 %v1030, 5
  %v1486 = icmp ult i64 %v1485, %v1031
  %v1487 = and i1 %v1483, %v1486
  %v1488 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1484
  %v1489 = ptrtoint i16 addrspace(1)* %v1488 to i64
  %v1490 = zext i1 %v1487 to i32
  %v1491 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1489, i32 %v1490, i16 %v1424)
  %v1492 = zext i16 %v1491 to i32
  %v1493 = shl i32 %v1492, 16
  %v1494 = bitcast i32 %v1493 to float
  %v1495 = icmp ult i64 %v1019, %v1021
  %v1496 = add i64 %v1032, 6
  %v1497 = add i64 %v1030, 6
  %v1498 = icmp ult i64 %v1497, %v1031
  %v1499 = and i1 %v1495, %v1498
  %v1500 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1496
  %v1501 = ptrtoint i16 addrspace(1)* %v1500 to i64
  %v1502 = zext i1 %v1499 to i32
  %v1503 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1501, i32 %v1502, i16 %v1424)
  %v1504 = zext i16 %v1503 to i32
  %v1505 = shl i32 %v1504, 16
  %v1506 = bitcast i32 %v1505 to float
  %v1507 = icmp ult i64 %v1019, %v1021
  %v1508 = add i64 %v1032, 7
  %v1509 = add i64 %v1030, 7
  %v1510 = icmp ult i64 %v1509, %v1031
  %v1511 = and i1 %v1507, %v1510
  %v1512 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1508
  %v1513 = ptrtoint i16 addrspace(1)* %v1512 to i64
  %v1514 = zext i1 %v1511 to i32
  %v1515 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1513, i32 %v1514, i16 %v1424)
  %v1516 = zext i16 %v1515 to i32
  %v1517 = shl i32 %v1516, 16
  %v1518 = bitcast i32 %v1517 to float
  %v1519 = mul i64 32, %v1020
  %v1520 = add i64 %v1032, %v1519
  %v1521 = add i64 %v1019, 32
  %v1522 = icmp ult i64 %v1521, %v1021
  %v1523 = icmp ult i64 %v1030, %v1031
  %v1524 = and i1 %v1522, %v1523
  %v1525 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1520
  %v1526 = ptrtoint i16 addrspace(1)* %v1525 to i64
  %v1527 = zext i1 %v1524 to i32
  %v1528 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1526, i32 %v1527, i16 %v1424)
  %v1529 = zext i16 %v1528 to i32
  %v1530 = shl i32 %v1529, 16
  %v1531 = bitcast i32 %v1530 to float
  %v1532 = mul i64 32, %v1020
  %v1533 = add i64 %v1032, %v1532
  %v1534 = add i64 %v1019, 32
  %v1535 = icmp ult i64 %v1534, %v1021
  %v1536 = add i64 %v1533, 1
  %v1537 = add i64 %v1030, 1
  %v1538 = icmp ult i64 %v1537, %v1031
  %v1539 = and i1 %v1535, %v1538
  %v1540 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1536
  %v1541 = ptrtoint i16 addrspace(1)* %v1540 to i64
  %v1542 = zext i1 %v1539 to i32
  %v1543 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1541, i32 %v1542, i16 %v1424)
  %v1544 = zext i16 %v1543 to i32
  %v1545 = shl i32 %v1544, 16
  %v1546 = bitcast i32 %v1545 to float
  %v1547 = mul i64 32, %v1020
  %v1548 = add i64 %v1032, %v1547
  %v1549 = add i64 %v1019, 32
  %v1550 = icmp ult i64 %v1549, %v1021
  %v1551 = add i64 %v1548, 2
  %v1552 = add i64 %v1030, 2
  %v1553 = icmp ult i64 %v1552, %v1031
  %v1554 = and i1 %v1550, %v1553
  %v1555 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1551
  %v1556 = ptrtoint i16 addrspace(1)* %v1555 to i64
  %v1557 = zext i1 %v1554 to i32
  %v1558 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1556, i32 %v1557, i16 %v1424)
  %v1559 = zext i16 %v1558 to i32
  %v1560 = shl i32 %v1559, 16
  %v1561 = bitcast i32 %v1560 to float
  %v1562 = mul i64 32, %v1020
  %v1563 = add i64 %v1032, %v1562
  %v1564 = add i64 %v1019, 32
  %v1565 = icmp ult i64 %v1564, %v1021
  %v1566 = add i64 %v1563, 3
  %v1567 = add i64 %v1030, 3
  %v1568 = icmp ult i64 %v1567, %v1031
  %v1569 = and i1 %v1565, %v1568
  %v1570 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1566
  %v1571 = ptrtoint i16 addrspace(1)* %v1570 to i64
  %v1572 = zext i1 %v1569 to i32
  %v1573 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1571, i32 %v1572, i16 %v1424)
  %v1574 = zext i16 %v1573 to i32
  %v1575 = shl i32 %v1574, 16
  %v1576 = bitcast i32 %v1575 to float
  %v1577 = mul i64 32, %v1020
  %v1578 = add i64 %v1032, %v1577
  %v1579 = add i64 %v1019, 32
  %v1580 = icmp ult i64 %v1579, %v1021
  %v1581 = add i64 %v1578, 4
  %v1582 = add i64 %v1030, 4
  %v1583 = icmp ult i64 %v1582, %v1031
  %v1584 = and i1 %v1580, %v1583
  %v1585 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1581
  %v1586 = ptrtoint i16 addrspace(1)* %v1585 to i64
  %v1587 = zext i1 %v1584 to i32
  %v1588 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1586, i32 %v1587, i16 %v1424)
  %v1589 = zext i16 %v1588 to i32
  %v1590 = shl i32 %v1589, 16
  %v1591 = bitcast i32 %v1590 to float
  %v1592 = mul i64 32, %v1020
  %v1593 = add i64 %v1032, %v1592
  %v1594 = add i64 %v1019, 32
  %v1595 = icmp ult i64 %v1594, %v1021
  %v1596 = add i64 %v1593, 5
  %v1597 = add i64 %v1030, 5
  %v1598 = icmp ult i64 %v1597, %v1031
  %v1599 = and i1 %v1595, %v1598
  %v1600 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1596
  %v1601 = ptrtoint i16 addrspace(1)* %v1600 to i64
  %v1602 = zext i1 %v1599 to i32
  %v1603 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1601, i32 %v1602, i16 %v1424)
  %v1604 = zext i16 %v1603 to i32
  %v1605 = shl i32 %v1604, 16
  %v1606 = bitcast i32 %v1605 to float
  %v1607 = mul i64 32, %v1020
  %v1608 = add i64 %v1032, %v1607
  %v1609 = add i64 %v1019, 32
  %v1610 = icmp ult i64 %v1609, %v1021
  %v1611 = add i64 %v1608, 6
  %v1612 = add i64 %v1030, 6
  %v1613 = icmp ult i64 %v1612, %v1031
  %v1614 = and i1 %v1610, %v1613
  %v1615 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1611
  %v1616 = ptrtoint i16 addrspace(1)* %v1615 to i64
  %v1617 = zext i1 %v1614 to i32
  %v1618 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1616, i32 %v1617, i16 %v1424)
  %v1619 = zext i16 %v1618 to i32
  %v1620 = shl i32 %v1619, 16
  %v1621 = bitcast i32 %v1620 to float
  %v1622 = mul i64 32, %v1020
  %v1623 = add i64 %v1032, %v1622
  %v1624 = add i64 %v1019, 32
  %v1625 = icmp ult i64 %v1624, %v1021
  %v1626 = add i64 %v1623, 7
  %v1627 = add i64 %v1030, 7
  %v1628 = icmp ult i64 %v1627, %v1031
  %v1629 = and i1 %v1625, %v1628
  %v1630 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1626
  %v1631 = ptrtoint i16 addrspace(1)* %v1630 to i64
  %v1632 = zext i1 %v1629 to i32
  %v1633 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1631, i32 %v1632, i16 %v1424)
  %v1634 = zext i16 %v1633 to i32
  %v1635 = shl i32 %v1634, 16
  %v1636 = bitcast i32 %v1635 to float
  %v1637 = mul i64 64, %v1020
  %v1638 = add i64 %v1032, %v1637
  %v1639 = add i64 %v1019, 64
  %v1640 = icmp ult i64 %v1639, %v1021
  %v1641 = icmp ult i64 %v1030, %v1031
  %v1642 = and i1 %v1640, %v1641
  %v1643 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1638
  %v1644 = ptrtoint i16 addrspace(1)* %v1643 to i64
  %v1645 = zext i1 %v1642 to i32
  %v1646 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1644, i32 %v1645, i16 %v1424)
  %v1647 = zext i16 %v1646 to i32
  %v1648 = shl i32 %v1647, 16
  %v1649 = bitcast i32 %v1648 to float
  %v1650 = mul i64 64, %v1020
  %v1651 = add i64 %v1032, %v1650
  %v1652 = add i64 %v1019, 64
  %v1653 = icmp ult i64 %v1652, %v1021
  %v1654 = add i64 %v1651, 1
  %v1655 = add i64 %v1030, 1
  %v1656 = icmp ult i64 %v1655, %v1031
  %v1657 = and i1 %v1653, %v1656
  %v1658 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1654
  %v1659 = ptrtoint i16 addrspace(1)* %v1658 to i64
  %v1660 = zext i1 %v1657 to i32
  %v1661 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1659, i32 %v1660, i16 %v1424)
  %v1662 = zext i16 %v1661 to i32
  %v1663 = shl i32 %v1662, 16
  %v1664 = bitcast i32 %v1663 to float
  %v1665 = mul i64 64, %v1020
  %v1666 = add i64 %v1032, %v1665
  %v1667 = add i64 %v1019, 64
  %v1668 = icmp ult i64 %v1667, %v1021
  %v1669 = add i64 %v1666, 2
  %v1670 = add i64 %v1030, 2
  %v1671 = icmp ult i64 %v1670, %v1031
  %v1672 = and i1 %v1668, %v1671
  %v1673 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1669
  %v1674 = ptrtoint i16 addrspace(1)* %v1673 to i64
  %v1675 = zext i1 %v1672 to i32
  %v1676 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1674, i32 %v1675, i16 %v1424)
  %v1677 = zext i16 %v1676 to i32
  %v1678 = shl i32 %v1677, 16
  %v1679 = bitcast i32 %v1678 to float
  %v1680 = mul i64 64, %v1020
  %v1681 = add i64 %v1032, %v1680
  %v1682 = add i64 %v1019, 64
  %v1683 = icmp ult i64 %v1682, %v1021
  %v1684 = add i64 %v1681, 3
  %v1685 = add i64 %v1030, 3
  %v1686 = icmp ult i64 %v1685, %v1031
  %v1687 = and i1 %v1683, %v1686
  %v1688 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1684
  %v1689 = ptrtoint i16 addrspace(1)* %v1688 to i64
  %v1690 = zext i1 %v1687 to i32
  %v1691 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1689, i32 %v1690, i16 %v1424)
  %v1692 = zext i16 %v1691 to i32
  %v1693 = shl i32 %v1692, 16
  %v1694 = bitcast i32 %v1693 to float
  %v1695 = mul i64 64, %v1020
  %v1696 = add i64 %v1032, %v1695
  %v1697 = add i64 %v1019, 64
  %v1698 = icmp ult i64 %v1697, %v1021
  %v1699 = add i64 %v1696, 4
  %v1700 = add i64 %v1030, 4
  %v1701 = icmp ult i64 %v1700, %v1031
  %v1702 = and i1 %v1698, %v1701
  %v1703 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1699
  %v1704 = ptrtoint i16 addrspace(1)* %v1703 to i64
  %v1705 = zext i1 %v1702 to i32
  %v1706 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1704, i32 %v1705, i16 %v1424)
  %v1707 = zext i16 %v1706 to i32
  %v1708 = shl i32 %v1707, 16
  %v1709 = bitcast i32 %v1708 to float
  %v1710 = mul i64 64, %v1020
  %v1711 = add i64 %v1032, %v1710
  %v1712 = add i64 %v1019, 64
  %v1713 = icmp ult i64 %v1712, %v1021
  %v1714 = add i64 %v1711, 5
  %v1715 = add i64 %v1030, 5
  %v1716 = icmp ult i64 %v1715, %v1031
  %v1717 = and i1 %v1713, %v1716
  %v1718 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1714
  %v1719 = ptrtoint i16 addrspace(1)* %v1718 to i64
  %v1720 = zext i1 %v1717 to i32
  %v1721 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1719, i32 %v1720, i16 %v1424)
  %v1722 = zext i16 %v1721 to i32
  %v1723 = shl i32 %v1722, 16
  %v1724 = bitcast i32 %v1723 to float
  %v1725 = mul i64 64, %v1020
  %v1726 = add i64 %v1032, %v1725
  %v1727 = add i64 %v1019, 64
  %v1728 = icmp ult i64 %v1727, %v1021
  %v1729 = add i64 %v1726, 6
  %v1730 = add i64 %v1030, 6
  %v1731 = icmp ult i64 %v1730, %v1031
  %v1732 = and i1 %v1728, %v1731
  %v1733 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1729
  %v1734 = ptrtoint i16 addrspace(1)* %v1733 to i64
  %v1735 = zext i1 %v1732 to i32
  %v1736 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1734, i32 %v1735, i16 %v1424)
  %v1737 = zext i16 %v1736 to i32
  %v1738 = shl i32 %v1737, 16
  %v1739 = bitcast i32 %v1738 to float
  %v1740 = mul i64 64, %v1020
  %v1741 = add i64 %v1032, %v1740
  %v1742 = add i64 %v1019, 64
  %v1743 = icmp ult i64 %v1742, %v1021
  %v1744 = add i64 %v1741, 7
  %v1745 = add i64 %v1030, 7
  %v1746 = icmp ult i64 %v1745, %v1031
  %v1747 = and i1 %v1743, %v1746
  %v1748 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1744
  %v1749 = ptrtoint i16 addrspace(1)* %v1748 to i64
  %v1750 = zext i1 %v1747 to i32
  %v1751 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1749, i32 %v1750, i16 %v1424)
  %v1752 = zext i16 %v1751 to i32
  %v1753 = shl i32 %v1752, 16
  %v1754 = bitcast i32 %v1753 to float
  %v1755 = mul i64 96, %v1020
  %v1756 = add i64 %v1032, %v1755
  %v1757 = add i64 %v1019, 96
  %v1758 = icmp ult i64 %v1757, %v1021
  %v1759 = icmp ult i64 %v1030, %v1031
  %v1760 = and i1 %v1758, %v1759
  %v1761 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1756
  %v1762 = ptrtoint i16 addrspace(1)* %v1761 to i64
  %v1763 = zext i1 %v1760 to i32
  %v1764 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1762, i32 %v1763, i16 %v1424)
  %v1765 = zext i16 %v1764 to i32
  %v1766 = shl i32 %v1765, 16
  %v1767 = bitcast i32 %v1766 to float
  %v1768 = mul i64 96, %v1020
  %v1769 = add i64 %v1032, %v1768
  %v1770 = add i64 %v1019, 96
  %v1771 = icmp ult i64 %v1770, %v1021
  %v1772 = add i64 %v1769, 1
  %v1773 = add i64 %v1030, 1
  %v1774 = icmp ult i64 %v1773, %v1031
  %v1775 = and i1 %v1771, %v1774
  %v1776 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1772
  %v1777 = ptrtoint i16 addrspace(1)* %v1776 to i64
  %v1778 = zext i1 %v1775 to i32
  %v1779 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1777, i32 %v1778, i16 %v1424)
  %v1780 = zext i16 %v1779 to i32
  %v1781 = shl i32 %v1780, 16
  %v1782 = bitcast i32 %v1781 to float
  %v1783 = mul i64 96, %v1020
  %v1784 = add i64 %v1032, %v1783
  %v1785 = add i64 %v1019, 96
  %v1786 = icmp ult i64 %v1785, %v1021
  %v1787 = add i64 %v1784, 2
  %v1788 = add i64 %v1030, 2
  %v1789 = icmp ult i64 %v1788, %v1031
  %v1790 = and i1 %v1786, %v1789
  %v1791 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1787
  %v1792 = ptrtoint i16 addrspace(1)* %v1791 to i64
  %v1793 = zext i1 %v1790 to i32
  %v1794 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1792, i32 %v1793, i16 %v1424)
  %v1795 = zext i16 %v1794 to i32
  %v1796 = shl i32 %v1795, 16
  %v1797 = bitcast i32 %v1796 to float
  %v1798 = mul i64 96, %v1020
  %v1799 = add i64 %v1032, %v1798
  %v1800 = add i64 %v1019, 96
  %v1801 = icmp ult i64 %v1800, %v1021
  %v1802 = add i64 %v1799, 3
  %v1803 = add i64 %v1030, 3
  %v1804 = icmp ult i64 %v1803, %v1031
  %v1805 = and i1 %v1801, %v1804
  %v1806 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1802
  %v1807 = ptrtoint i16 addrspace(1)* %v1806 to i64
  %v1808 = zext i1 %v1805 to i32
  %v1809 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1807, i32 %v1808, i16 %v1424)
  %v1810 = zext i16 %v1809 to i32
  %v1811 = shl i32 %v1810, 16
  %v1812 = bitcast i32 %v1811 to float
  %v1813 = mul i64 96, %v1020
  %v1814 = add i64 %v1032, %v1813
  %v1815 = add i64 %v1019, 96
  %v1816 = icmp ult i64 %v1815, %v1021
  %v1817 = add i64 %v1814, 4
  %v1818 = add i64 %v1030, 4
  %v1819 = icmp ult i64 %v1818, %v1031
  %v1820 = and i1 %v1816, %v1819
  %v1821 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1817
  %v1822 = ptrtoint i16 addrspace(1)* %v1821 to i64
  %v1823 = zext i1 %v1820 to i32
  %v1824 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1822, i32 %v1823, i16 %v1424)
  %v1825 = zext i16 %v1824 to i32
  %v1826 = shl i32 %v1825, 16
  %v1827 = bitcast i32 %v1826 to float
  %v1828 = mul i64 96, %v1020
  %v1829 = add i64 %v1032, %v1828
  %v1830 = add i64 %v1019, 96
  %v1831 = icmp ult i64 %v1830, %v1021
  %v1832 = add i64 %v1829, 5
  %v1833 = add i64 %v1030, 5
  %v1834 = icmp ult i64 %v1833, %v1031
  %v1835 = and i1 %v1831, %v1834
  %v1836 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1832
  %v1837 = ptrtoint i16 addrspace(1)* %v1836 to i64
  %v1838 = zext i1 %v1835 to i32
  %v1839 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1837, i32 %v1838, i16 %v1424)
  %v1840 = zext i16 %v1839 to i32
  %v1841 = shl i32 %v1840, 16
  %v1842 = bitcast i32 %v1841 to float
  %v1843 = mul i64 96, %v1020
  %v1844 = add i64 %v1032, %v1843
  %v1845 = add i64 %v1019, 96
  %v1846 = icmp ult i64 %v1845, %v1021
  %v1847 = add i64 %v1844, 6
  %v1848 = add i64 %v1030, 6
  %v1849 = icmp ult i64 %v1848, %v1031
  %v1850 = and i1 %v1846, %v1849
  %v1851 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1847
  %v1852 = ptrtoint i16 addrspace(1)* %v1851 to i64
  %v1853 = zext i1 %v1850 to i32
  %v1854 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1852, i32 %v1853, i16 %v1424)
  %v1855 = zext i16 %v1854 to i32
  %v1856 = shl i32 %v1855, 16
  %v1857 = bitcast i32 %v1856 to float
  %v1858 = mul i64 96, %v1020
  %v1859 = add i64 %v1032, %v1858
  %v1860 = add i64 %v1019, 96
  %v1861 = icmp ult i64 %v1860, %v1021
  %v1862 = add i64 %v1859, 7
  %v1863 = add i64 %v1030, 7
  %v1864 = icmp ult i64 %v1863, %v1031
  %v1865 = and i1 %v1861, %v1864
  %v1866 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v1862
  %v1867 = ptrtoint i16 addrspace(1)* %v1866 to i64
  %v1868 = zext i1 %v1865 to i32
  %v1869 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v1867, i32 %v1868, i16 %v1424)
  %v1870 = zext i16 %v1869 to i32
  %v1871 = shl i32 %v1870, 16
  %v1872 = bitcast i32 %v1871 to float
  br label %ld_done11
ld_done11:
  %v1873 = phi float [ %v1045, %ld_full9 ], [ %v1434, %ld_edge10 ]
  %v1874 = phi float [ %v1055, %ld_full9 ], [ %v1446, %ld_edge10 ]
  %v1875 = phi float [ %v1065, %ld_full9 ], [ %v1458, %ld_edge10 ]
  %v1876 = phi float [ %v1075, %ld_full9 ], [ %v1470, %ld_edge10 ]
  %v1877 = phi float [ %v1085, %ld_full9 ], [ %v1482, %ld_edge10 ]
  %v1878 = phi float [ %v1095, %ld_full9 ], [ %v1494, %ld_edge10 ]
  %v1879 = phi float [ %v1105, %ld_full9 ], [ %v1506, %ld_edge10 ]
  %v1880 = phi float [ %v1115, %ld_full9 ], [ %v1518, %ld_edge10 ]
  %v1881 = phi float [ %v1126, %ld_full9 ], [ %v1531, %ld_edge10 ]
  %v1882 = phi float [ %v1139, %ld_full9 ], [ %v1546, %ld_edge10 ]
  %v1883 = phi float [ %v1152, %ld_full9 ], [ %v1561, %ld_edge10 ]
  %v1884 = phi float [ %v1165, %ld_full9 ], [ %v1576, %ld_edge10 ]
  %v1885 = phi float [ %v1178, %ld_full9 ], [ %v1591, %ld_edge10 ]
  %v1886 = phi float [ %v1191, %ld_full9 ], [ %v1606, %ld_edge10 ]
  %v1887 = phi float [ %v1204, %ld_full9 ], [ %v1621, %ld_edge10 ]
  %v1888 = phi float [ %v1217, %ld_full9 ], [ %v1636, %ld_edge10 ]
  %v1889 = phi float [ %v1228, %ld_full9 ], [ %v1649, %ld_edge10 ]
  %v1890 = phi float [ %v1241, %ld_full9 ], [ %v1664, %ld_edge10 ]
  %v1891 = phi float [ %v1254, %ld_full9 ], [ %v1679, %ld_edge10 ]
  %v1892 = phi float [ %v1267, %ld_full9 ], [ %v1694, %ld_edge10 ]
  %v1893 = phi float [ %v1280, %ld_full9 ], [ %v1709, %ld_edge10 ]
  %v1894 = phi float [ %v1293, %ld_full9 ], [ %v1724, %ld_edge10 ]
  %v1895 = phi float [ %v1306, %ld_full9 ], [ %v1739, %ld_edge10 ]
  %v1896 = phi float [ %v1319, %ld_full9 ], [ %v1754, %ld_edge10 ]
  %v1897 = phi float [ %v1330, %ld_full9 ], [ %v1767, %ld_edge10 ]
  %v1898 = phi float [ %v1343, %ld_full9 ], [ %v1782, %ld_edge10 ]
  %v1899 = phi float [ %v1356, %ld_full9 ], [ %v1797, %ld_edge10 ]
  %v1900 = phi float [ %v1369, %ld_full9 ], [ %v1812, %ld_edge10 ]
  %v1901 = phi float [ %v1382, %ld_full9 ], [ %v1827, %ld_edge10 ]
  %v1902 = phi float [ %v1395, %ld_full9 ], [ %v1842, %ld_edge10 ]
  %v1903 = phi float [ %v1408, %ld_full9 ], [ %v1857, %ld_edge10 ]
  %v1904 = phi float [ %v1421, %ld_full9 ], [ %v1872, %ld_edge10 ]
  %v1905 = lshr i32 %v983, 1
  call void @llvm.nvvm.barrier0()
  %v1906 = and i32 %v2, 1
  %v1907 = shl i32 %v1906, 3
  %v1908 = lshr i32 %v2, 1
  %v1909 = and i32 %v1908, 1
  %v1910 = shl i32 %v1909, 4
  %v1911 = or i32 %v1907, %v1910
  %v1912 = lshr i32 %v2, 2
  %v1913 = and i32 %v1912, 1
  %v1914 = shl i32 %v1913, 5
  %v1915 = or i32 %v1911, %v1914
  %v1916 = lshr i32 %v2, 3
  %v1917 = and i32 %v1916, 1
  %v1918 = shl i32 %v1917, 6
  %v1919 = or i32 %v1915, %v1918
  %v1920 = lshr i32 %v2, 4
  %v1921 = and i32 %v1920, 1
  %v1922 = shl i32 %v1921, 7
  %v1923 = or i32 %v1919, %v1922
  %v1924 = and i32 %v3, 1
  %v1925 = shl i32 %v1924, 8
  %v1926 = or i32 %v1923, %v1925
  %v1927 = lshr i32 %v3, 1
  %v1928 = and i32 %v1927, 1
  %v1929 = shl i32 %v1928, 9
  %v1930 = or i32 %v1926, %v1929
  %v1931 = lshr i32 %v3, 2
  %v1932 = and i32 %v1931, 1
  %v1933 = shl i32 %v1932, 10
  %v1934 = or i32 %v1930, %v1933
  %v1935 = udiv i32 %v1934, 64
  %v1936 = urem i32 %v1934, 64
  %v1937 = mul i32 %v1935, 72
  %v1938 = add i32 %v1937, %v1936
  %v1939 = bitcast float %v1873 to i32
  %v1940 = lshr i32 %v1939, 16
  %v1941 = trunc i32 %v1940 to i16
  %v1942 = bitcast float %v1874 to i32
  %v1943 = lshr i32 %v1942, 16
  %v1944 = trunc i32 %v1943 to i16
  %v1945 = bitcast float %v1875 to i32
  %v1946 = lshr i32 %v1945, 16
  %v1947 = trunc i32 %v1946 to i16
  %v1948 = bitcast float %v1876 to i32
  %v1949 = lshr i32 %v1948, 16
  %v1950 = trunc i32 %v1949 to i16
  %v1951 = bitcast float %v1877 to i32
  %v1952 = lshr i32 %v1951, 16
  %v1953 = trunc i32 %v1952 to i16
  %v1954 = bitcast float %v1878 to i32
  %v1955 = lshr i32 %v1954, 16
  %v1956 = trunc i32 %v1955 to i16
  %v1957 = bitcast float %v1879 to i32
  %v1958 = lshr i32 %v1957, 16
  %v1959 = trunc i32 %v1958 to i16
  %v1960 = bitcast float %v1880 to i32
  %v1961 = lshr i32 %v1960, 16
  %v1962 = trunc i32 %v1961 to i16
  %v1963 = zext i16 %v1941 to i32
  %v1964 = zext i16 %v1944 to i32
  %v1965 = shl i32 %v1964, 16
  %v1966 = or i32 %v1963, %v1965
  %v1967 = zext i16 %v1947 to i32
  %v1968 = zext i16 %v1950 to i32
  %v1969 = shl i32 %v1968, 16
  %v1970 = or i32 %v1967, %v1969
  %v1971 = zext i16 %v1953 to i32
  %v1972 = zext i16 %v1956 to i32
  %v1973 = shl i32 %v1972, 16
  %v1974 = or i32 %v1971, %v1973
  %v1975 = zext i16 %v1959 to i32
  %v1976 = zext i16 %v1962 to i32
  %v1977 = shl i32 %v1976, 16
  %v1978 = or i32 %v1975, %v1977
  %v1979 = lshr i32 %v1938, 1
  %v1980 = insertelement <4 x i32> undef, i32 %v1966, i32 0
  %v1981 = insertelement <4 x i32> %v1980, i32 %v1970, i32 1
  %v1982 = insertelement <4 x i32> %v1981, i32 %v1974, i32 2
  %v1983 = insertelement <4 x i32> %v1982, i32 %v1978, i32 3
  %v1984 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 69632) to i32 addrspace(3)*
  %v1985 = getelementptr inbounds i32, i32 addrspace(3)* %v1984, i32 %v1979
  %v1986 = bitcast i32 addrspace(3)* %v1985 to <4 x i32> addrspace(3)*
  store volatile <4 x i32> %v1983, <4 x i32> addrspace(3)* %v1986, align 16
  %v1987 = or i32 %v1934, 2048
  %v1988 = udiv i32 %v1987, 64
  %v1989 = urem i32 %v1987, 64
  %v1990 = mul i32 %v1988, 72
  %v1991 = add i32 %v1990, %v1989
  %v1992 = bitcast float %v1881 to i32
  %v1993 = lshr i32 %v1992, 16
  %v1994 = trunc i32 %v1993 to i16
  %v1995 = bitcast float %v1882 to i32
  %v1996 = lshr i32 %v1995, 16
  %v1997 = trunc i32 %v1996 to i16
  %v1998 = bitcast float %v1883 to i32
  %v1999 = lshr i32 %v1998, 16
  %v2000 = trunc i32 %v1999 to i16
  %v2001 = bitcast float %v1884 to i32
  %v2002 = lshr i32 %v2001, 16
  %v2003 = trunc i32 %v2002 to i16
  %v2004 = bitcast float %v1885 to i32
  %v2005 = lshr i32 %v2004, 16
  %v2006 = trunc i32 %v2005 to i16
  %v2007 = bitcast float %v1886 to i32
  %v2008 = lshr i32 %v2007, 16
  %v2009 = trunc i32 %v2008 to i16
  %v2010 = bitcast float %v1887 to i32
  %v2011 = lshr i32 %v2010, 16
  %v2012 = trunc i32 %v2011 to i16
  %v2013 = bitcast float %v1888 to i32
  %v2014 = lshr i32 %v2013, 16
  %v2015 = trunc i32 %v2014 to i16
  %v2016 = zext i16 %v1994 to i32
  %v2017 = zext i16 %v1997 to i32
  %v2018 = shl i32 %v2017, 16
  %v2019 = or i32 %v2016, %v2018
  %v2020 = zext i16 %v2000 to i32
  %v2021 = zext i16 %v2003 to i32
  %v2022 = shl i32 %v2021, 16
  %v2023 = or i32 %v2020, %v2022
  %v2024 = zext i16 %v2006 to i32
  %v2025 = zext i16 %v2009 to i32
  %v2026 = shl i32 %v2025, 16
  %v2027 = or i32 %v2024, %v2026
  %v2028 = zext i16 %v2012 to i32
  %v2029 = zext i16 %v2015 to i32
  %v2030 = shl i32 %v2029, 16
  %v2031 = or i32 %v2028, %v2030
  %v2032 = lshr i32 %v1991, 1
  %v2033 = insertelement <4 x i32> undef, i32 %v2019, i32 0
  %v2034 = insertelement <4 x i32> %v2033, i32 %v2023, i32 1
  %v2035 = insertelement <4 x i32> %v2034, i32 %v2027, i32 2
  %v2036 = insertelement <4 x i32> %v2035, i32 %v2031, i32 3
  %v2037 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 69632) to i32 addrspace(3)*
  %v2038 = getelementptr inbounds i32, i32 addrspace(3)* %v2037, i32 %v2032
  %v2039 = bitcast i32 addrspace(3)* %v2038 to <4 x i32> addrspace(3)*
  store volatile <4 x i32> %v2036, <4 x i32> addrspace(3)* %v2039, align 16
  %v2040 = or i32 %v1934, 4096
  %v2041 = udiv i32 %v2040, 64
  %v2042 = urem i32 %v2040, 64
  %v2043 = mul i32 %v2041, 72
  %v2044 = add i32 %v2043, %v2042
  %v2045 = bitcast float %v1889 to i32
  %v2046 = lshr i32 %v2045, 16
  %v2047 = trunc i32 %v2046 to i16
  %v2048 = bitcast float %v1890 to i32
  %v2049 = lshr i32 %v2048, 16
  %v2050 = trunc i32 %v2049 to i16
  %v2051 = bitcast float %v1891 to i32
  %v2052 = lshr i32 %v2051, 16
  %v2053 = trunc i32 %v2052 to i16
  %v2054 = bitcast float %v1892 to i32
  %v2055 = lshr i32 %v2054, 16
  %v2056 = trunc i32 %v2055 to i16
  %v2057 = bitcast float %v1893 to i32
  %v2058 = lshr i32 %v2057, 16
  %v2059 = trunc i32 %v2058 to i16
  %v2060 = bitcast float %v1894 to i32
  %v2061 = lshr i32 %v2060, 16
  %v2062 = trunc i32 %v2061 to i16
  %v2063 = bitcast float %v1895 to i32
  %v2064 = lshr i32 %v2063, 16
  %v2065 = trunc i32 %v2064 to i16
  %v2066 = bitcast float %v1896 to i32
  %v2067 = lshr i32 %v2066, 16
  %v2068 = trunc i32 %v2067 to i16
  %v2069 = zext i16 %v2047 to i32
  %v2070 = zext i16 %v2050 to i32
  %v2071 = shl i32 %v2070, 16
  %v2072 = or i32 %v2069, %v2071
  %v2073 = zext i16 %v2053 to i32
  %v2074 = zext i16 %v2056 to i32
  %v2075 = shl i32 %v2074, 16
  %v2076 = or i32 %v2073, %v2075
  %v2077 = zext i16 %v2059 to i32
  %v2078 = zext i16 %v2062 to i32
  %v2079 = shl i32 %v2078, 16
  %v2080 = or i32 %v2077, %v2079
  %v2081 = zext i16 %v2065 to i32
  %v2082 = zext i16 %v2068 to i32
  %v2083 = shl i32 %v2082, 16
  %v2084 = or i32 %v2081, %v2083
  %v2085 = lshr i32 %v2044, 1
  %v2086 = insertelement <4 x i32> undef, i32 %v2072, i32 0
  %v2087 = insertelement <4 x i32> %v2086, i32 %v2076, i32 1
  %v2088 = insertelement <4 x i32> %v2087, i32 %v2080, i32 2
  %v2089 = insertelement <4 x i32> %v2088, i32 %v2084, i32 3
  %v2090 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 69632) to i32 addrspace(3)*
  %v2091 = getelementptr inbounds i32, i32 addrspace(3)* %v2090, i32 %v2085
  %v2092 = bitcast i32 addrspace(3)* %v2091 to <4 x i32> addrspace(3)*
  store volatile <4 x i32> %v2089, <4 x i32> addrspace(3)* %v2092, align 16
  %v2093 = or i32 %v1934, 6144
  %v2094 = udiv i32 %v2093, 64
  %v2095 = urem i32 %v2093, 64
  %v2096 = mul i32 %v2094, 72
  %v2097 = add i32 %v2096, %v2095
  %v2098 = bitcast float %v1897 to i32
  %v2099 = lshr i32 %v2098, 16
  %v2100 = trunc i32 %v2099 to i16
  %v2101 = bitcast float %v1898 to i32
  %v2102 = lshr i32 %v2101, 16
  %v2103 = trunc i32 %v2102 to i16
  %v2104 = bitcast float %v1899 to i32
  %v2105 = lshr i32 %v2104, 16
  %v2106 = trunc i32 %v2105 to i16
  %v2107 = bitcast float %v1900 to i32
  %v2108 = lshr i32 %v2107, 16
  %v2109 = trunc i32 %v2108 to i16
  %v2110 = bitcast float %v1901 to i32
  %v2111 = lshr i32 %v2110, 16
  %v2112 = trunc i32 %v2111 to i16
  %v2113 = bitcast float %v1902 to i32
  %v2114 = lshr i32 %v2113, 16
  %v2115 = trunc i32 %v2114 to i16
  %v2116 = bitcast float %v1903 to i32
  %v2117 = lshr i32 %v2116, 16
  %v2118 = trunc i32 %v2117 to i16
  %v2119 = bitcast float %v1904 to i32
  %v2120 = lshr i32 %v2119, 16
  %v2121 = trunc i32 %v2120 to i16
  %v2122 = zext i16 %v2100 to i32
  %v2123 = zext i16 %v2103 to i32
  %v2124 = shl i32 %v2123, 16
  %v2125 = or i32 %v2122, %v2124
  %v2126 = zext i16 %v2106 to i32
  %v2127 = zext i16 %v2109 to i32
  %v2128 = shl i32 %v2127, 16
  %v2129 = or i32 %v2126, %v2128
  %v2130 = zext i16 %v2112 to i32
  %v2131 = zext i16 %v2115 to i32
  %v2132 = shl i32 %v2131, 16
  %v2133 = or i32 %v2130, %v2132
  %v2134 = zext i16 %v2118 to i32
  %v2135 = zext i16 %v2121 to i32
  %v2136 = shl i32 %v2135, 16
  %v2137 = or i32 %v2134, %v2136
  %v2138 = lshr i32 %v2097, 1
  %v2139 = insertelement <4 x i32> undef, i32 %v2125, i32 0
  %v2140 = insertelement <4 x i32> %v2139, i32 %v2129, i32 1
  %v2141 = insertelement <4 x i32> %v2140, i32 %v2133, i32 2
  %v2142 = insertelement <4 x i32> %v2141, i32 %v2137, i32 3
  %v2143 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 69632) to i32 addrspace(3)*
  %v2144 = getelementptr inbounds i32, i32 addrspace(3)* %v2143, i32 %v2138
  %v2145 = bitcast i32 addrspace(3)* %v2144 to <4 x i32> addrspace(3)*
  store volatile <4 x i32> %v2142, <4 x i32> addrspace(3)* %v2145, align 16
  call void @llvm.nvvm.barrier0()
  %v2146 = udiv i32 %v3, 4
  %v2147 = urem i32 %v3, 4
  %v2148 = mul i32 %v2146, 64
  %v2149 = mul i32 %v2147, 32
  %v2150 = and i32 %v2, 15
  %v2151 = lshr i32 %v2, 4
  %v2152 = shl i32 %v2151, 3
  %v2153 = add i32 %v2148, %v2150
  %v2154 = add i32 %v2148, %v2150
  %v2155 = add i32 %v2154, 16
  %v2156 = add i32 %v2148, %v2150
  %v2157 = add i32 %v2156, 32
  %v2158 = add i32 %v2148, %v2150
  %v2159 = add i32 %v2158, 48
  %v2160 = add i32 %v2149, %v2152
  %v2161 = add i32 %v2149, %v2152
  %v2162 = add i32 %v2161, 16
  br label %mma_k1612
mma_k1612:
  %v2163 = phi i32 [ 0, %ld_done11 ], [ %v2376, %mma_k1612 ]
  %v2164 = phi float [ %v179, %ld_done11 ], [ %v2297, %mma_k1612 ]
  %v2165 = phi float [ %v180, %ld_done11 ], [ %v2298, %mma_k1612 ]
  %v2166 = phi float [ %v181, %ld_done11 ], [ %v2299, %mma_k1612 ]
  %v2167 = phi float [ %v182, %ld_done11 ], [ %v2300, %mma_k1612 ]
  %v2168 = phi float [ %v183, %ld_done11 ], [ %v2302, %mma_k1612 ]
  %v2169 = phi float [ %v184, %ld_done11 ], [ %v2303, %mma_k1612 ]
  %v2170 = phi float [ %v185, %ld_done11 ], [ %v2304, %mma_k1612 ]
  %v2171 = phi float [ %v186, %ld_done11 ], [ %v2305, %mma_k1612 ]
  %v2172 = phi float [ %v187, %ld_done11 ], [ %v2307, %mma_k1612 ]
  %v2173 = phi float [ %v188, %ld_done11 ], [ %v2308, %mma_k1612 ]
  %v2174 = phi float [ %v189, %ld_done11 ], [ %v2309, %mma_k1612 ]
  %v2175 = phi float [ %v190, %ld_done11 ], [ %v2310, %mma_k1612 ]
  %v2176 = phi float [ %v191, %ld_done11 ], [ %v2312, %mma_k1612 ]
  %v2177 = phi float [ %v192, %ld_done11 ], [ %v2313, %mma_k1612 ]
  %v2178 = phi float [ %v193, %ld_done11 ], [ %v2314, %mma_k1612 ]
  %v2179 = phi float [ %v194, %ld_done11 ], [ %v2315, %mma_k1612 ]
  %v2180 = phi float [ %v195, %ld_done11 ], [ %v2317, %mma_k1612 ]
  %v2181 = phi float [ %v196, %ld_done11 ], [ %v2318, %mma_k1612 ]
  %v2182 = phi float [ %v197, %ld_done11 ], [ %v2319, %mma_k1612 ]
  %v2183 = phi float [ %v198, %ld_done11 ], [ %v2320, %mma_k1612 ]
  %v2184 = phi float [ %v199, %ld_done11 ], [ %v2322, %mma_k1612 ]
  %v2185 = phi float [ %v200, %ld_done11 ], [ %v2323, %mma_k1612 ]
  %v2186 = phi float [ %v201, %ld_done11 ], [ %v2324, %mma_k1612 ]
  %v2187 = phi float [ %v202, %ld_done11 ], [ %v2325, %mma_k1612 ]
  %v2188 = phi float [ %v203, %ld_done11 ], [ %v2327, %mma_k1612 ]
  %v2189 = phi float [ %v204, %ld_done11 ], [ %v2328, %mma_k1612 ]
  %v2190 = phi float [ %v205, %ld_done11 ], [ %v2329, %mma_k1612 ]
  %v2191 = phi float [ %v206, %ld_done11 ], [ %v2330, %mma_k1612 ]
  %v2192 = phi float [ %v207, %ld_done11 ], [ %v2332, %mma_k1612 ]
  %v2193 = phi float [ %v208, %ld_done11 ], [ %v2333, %mma_k1612 ]
  %v2194 = phi float [ %v209, %ld_done11 ], [ %v2334, %mma_k1612 ]
  %v2195 = phi float [ %v210, %ld_done11 ], [ %v2335, %mma_k1612 ]
  %v2196 = phi float [ %v211, %ld_done11 ], [ %v2337, %mma_k1612 ]
  %v2197 = phi float [ %v212, %ld_done11 ], [ %v2338, %mma_k1612 ]
  %v2198 = phi float [ %v213, %ld_done11 ], [ %v2339, %mma_k1612 ]
  %v2199 = phi float [ %v214, %ld_done11 ], [ %v2340, %mma_k1612 ]
  %v2200 = phi float [ %v215, %ld_done11 ], [ %v2342, %mma_k1612 ]
  %v2201 = phi float [ %v216, %ld_done11 ], [ %v2343, %mma_k1612 ]
  %v2202 = phi float [ %v217, %ld_done11 ], [ %v2344, %mma_k1612 ]
  %v2203 = phi float [ %v218, %ld_done11 ], [ %v2345, %mma_k1612 ]
  %v2204 = phi float [ %v219, %ld_done11 ], [ %v2347, %mma_k1612 ]
  %v2205 = phi float [ %v220, %ld_done11 ], [ %v2348, %mma_k1612 ]
  %v2206 = phi float [ %v221, %ld_done11 ], [ %v2349, %mma_k1612 ]
  %v2207 = phi float [ %v222, %ld_done11 ], [ %v2350, %mma_k1612 ]
  %v2208 = phi float [ %v223, %ld_done11 ], [ %v2352, %mma_k1612 ]
  %v2209 = phi float [ %v224, %ld_done11 ], [ %v2353, %mma_k1612 ]
  %v2210 = phi float [ %v225, %ld_done11 ], [ %v2354, %mma_k1612 ]
  %v2211 = phi float [ %v226, %ld_done11 ], [ %v2355, %mma_k1612 ]
  %v2212 = phi float [ %v227, %ld_done11 ], [ %v2357, %mma_k1612 ]
  %v2213 = phi float [ %v228, %ld_done11 ], [ %v2358, %mma_k1612 ]
  %v2214 = phi float [ %v229, %ld_done11 ], [ %v2359, %mma_k1612 ]
  %v2215 = phi float [ %v230, %ld_done11 ], [ %v2360, %mma_k1612 ]
  %v2216 = phi float [ %v231, %ld_done11 ], [ %v2362, %mma_k1612 ]
  %v2217 = phi float [ %v232, %ld_done11 ], [ %v2363, %mma_k1612 ]
  %v2218 = phi float [ %v233, %ld_done11 ], [ %v2364, %mma_k1612 ]
  %v2219 = phi float [ %v234, %ld_done11 ], [ %v2365, %mma_k1612 ]
  %v2220 = phi float [ %v235, %ld_done11 ], [ %v2367, %mma_k1612 ]
  %v2221 = phi float [ %v236, %ld_done11 ], [ %v2368, %mma_k1612 ]
  %v2222 = phi float [ %v237, %ld_done11 ], [ %v2369, %mma_k1612 ]
  %v2223 = phi float [ %v238, %ld_done11 ], [ %v2370, %mma_k1612 ]
  %v2224 = phi float [ %v239, %ld_done11 ], [ %v2372, %mma_k1612 ]
  %v2225 = phi float [ %v240, %ld_done11 ], [ %v2373, %mma_k1612 ]
  %v2226 = phi float [ %v241, %ld_done11 ], [ %v2374, %mma_k1612 ]
  %v2227 = phi float [ %v242, %ld_done11 ], [ %v2375, %mma_k1612 ]
  %v2228 = add i32 %v2163, %v2152
  %v2229 = add i32 %v2163, %v2150
  %v2230 = mul i32 %v2153, 72
  %v2231 = add i32 %v2230, %v2228
  %v2232 = add i32 %v2231, 34816
  %v2233 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v2234 = getelementptr inbounds i16, i16 addrspace(3)* %v2233, i32 %v2232
  %v2235 = ptrtoint i16 addrspace(3)* %v2234 to i32
  %v2236 = call {i32, i32, i32, i32} asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %v2235)
  %v2237 = extractvalue {i32, i32, i32, i32} %v2236, 0
  %v2238 = extractvalue {i32, i32, i32, i32} %v2236, 1
  %v2239 = extractvalue {i32, i32, i32, i32} %v2236, 2
  %v2240 = extractvalue {i32, i32, i32, i32} %v2236, 3
  %v2241 = mul i32 %v2155, 72
  %v2242 = add i32 %v2241, %v2228
  %v2243 = add i32 %v2242, 34816
  %v2244 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v2245 = getelementptr inbounds i16, i16 addrspace(3)* %v2244, i32 %v2243
  %v2246 = ptrtoint i16 addrspace(3)* %v2245 to i32
  %v2247 = call {i32, i32, i32, i32} asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %v2246)
  %v2248 = extractvalue {i32, i32, i32, i32} %v2247, 0
  %v2249 = extractvalue {i32, i32, i32, i32} %v2247, 1
  %v2250 = extractvalue {i32, i32, i32, i32} %v2247, 2
  %v2251 = extractvalue {i32, i32, i32, i32} %v2247, 3
  %v2252 = mul i32 %v2157, 72
  %v2253 = add i32 %v2252, %v2228
  %v2254 = add i32 %v2253, 34816
  %v2255 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v2256 = getelementptr inbounds i16, i16 addrspace(3)* %v2255, i32 %v2254
  %v2257 = ptrtoint i16 addrspace(3)* %v2256 to i32
  %v2258 = call {i32, i32, i32, i32} asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %v2257)
  %v2259 = extractvalue {i32, i32, i32, i32} %v2258, 0
  %v2260 = extractvalue {i32, i32, i32, i32} %v2258, 1
  %v2261 = extractvalue {i32, i32, i32, i32} %v2258, 2
  %v2262 = extractvalue {i32, i32, i32, i32} %v2258, 3
  %v2263 = mul i32 %v2159, 72
  %v2264 = add i32 %v2263, %v2228
  %v2265 = add i32 %v2264, 34816
  %v2266 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v2267 = getelementptr inbounds i16, i16 addrspace(3)* %v2266, i32 %v2265
  %v2268 = ptrtoint i16 addrspace(3)* %v2267 to i32
  %v2269 = call {i32, i32, i32, i32} asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %v2268)
  %v2270 = extractvalue {i32, i32, i32, i32} %v2269, 0
  %v2271 = extractvalue {i32, i32, i32, i32} %v2269, 1
  %v2272 = extractvalue {i32, i32, i32, i32} %v2269, 2
  %v2273 = extractvalue {i32, i32, i32, i32} %v2269, 3
  %v2274 = mul i32 %v2229, 136
  %v2275 = add i32 %v2274, %v2160
  %v2276 = add i32 %v2275, %v1905
  %v2277 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v2278 = getelementptr inbounds i16, i16 addrspace(3)* %v2277, i32 %v2276
  %v2279 = ptrtoint i16 addrspace(3)* %v2278 to i32
  %v2280 = call {i32, i32, i32, i32} asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %v2279)
  %v2281 = extractvalue {i32, i32, i32, i32} %v2280, 0
  %v2282 = extractvalue {i32, i32, i32, i32} %v2280, 1
  %v2283 = extractvalue {i32, i32, i32, i32} %v2280, 2
  %v2284 = extractvalue {i32, i32, i32, i32} %v2280, 3
  %v2285 = mul i32 %v2229, 136
  %v2286 = add i32 %v2285, %v2162
  %v2287 = add i32 %v2286, %v1905
  %v2288 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i16 addrspace(3)*
  %v2289 = getelementptr inbounds i16, i16 addrspace(3)* %v2288, i32 %v2287
  %v2290 = ptrtoint i16 addrspace(3)* %v2289 to i32
  %v2291 = call {i32, i32, i32, i32} asm sideeffect "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];", "=r,=r,=r,=r,r,~{memory}"(i32 %v2290)
  %v2292 = extractvalue {i32, i32, i32, i32} %v2291, 0
  %v2293 = extractvalue {i32, i32, i32, i32} %v2291, 1
  %v2294 = extractvalue {i32, i32, i32, i32} %v2291, 2
  %v2295 = extractvalue {i32, i32, i32, i32} %v2291, 3
  %v2296 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v2237, i32 %v2238, i32 %v2239, i32 %v2240, i32 %v2281, i32 %v2282, float %v2164, float %v2165, float %v2166, float %v2167)
  %v2297 = extractvalue {float, float, float, float} %v2296, 0
  %v2298 = extractvalue {float, float, float, float} %v2296, 1
  %v2299 = extractvalue {float, float, float, float} %v2296, 2
  %v2300 = extractvalue {float, float, float, float} %v2296, 3
  %v2301 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v2237, i32 %v2238, i32 %v2239, i32 %v2240, i32 %v2283, i32 %v2284, float %v2168, float %v2169, float %v2170, float %v2171)
  %v2302 = extractvalue {float, float, float, float} %v2301, 0
  %v2303 = extractvalue {float, float, float, float} %v2301, 1
  %v2304 = extractvalue {float, float, float, float} %v2301, 2
  %v2305 = extractvalue {float, float, float, float} %v2301, 3
  %v2306 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v2237, i32 %v2238, i32 %v2239, i32 %v2240, i32 %v2292, i32 %v2293, float %v2172, float %v2173, float %v2174, float %v2175)
  %v2307 = extractvalue {float, float, float, float} %v2306, 0
  %v2308 = extractvalue {float, float, float, float} %v2306, 1
  %v2309 = extractvalue {float, float, float, float} %v2306, 2
  %v2310 = extractvalue {float, float, float, float} %v2306, 3
  %v2311 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v2237, i32 %v2238, i32 %v2239, i32 %v2240, i32 %v2294, i32 %v2295, float %v2176, float %v2177, float %v2178, float %v2179)
  %v2312 = extractvalue {float, float, float, float} %v2311, 0
  %v2313 = extractvalue {float, float, float, float} %v2311, 1
  %v2314 = extractvalue {float, float, float, float} %v2311, 2
  %v2315 = extractvalue {float, float, float, float} %v2311, 3
  %v2316 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v2248, i32 %v2249, i32 %v2250, i32 %v2251, i32 %v2281, i32 %v2282, float %v2180, float %v2181, float %v2182, float %v2183)
  %v2317 = extractvalue {float, float, float, float} %v2316, 0
  %v2318 = extractvalue {float, float, float, float} %v2316, 1
  %v2319 = extractvalue {float, float, float, float} %v2316, 2
  %v2320 = extractvalue {float, float, float, float} %v2316, 3
  %v2321 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v2248, i32 %v2249, i32 %v2250, i32 %v2251, i32 %v2283, i32 %v2284, float %v2184, float %v2185, float %v2186, float %v2187)
  %v2322 = extractvalue {float, float, float, float} %v2321, 0
  %v2323 = extractvalue {float, float, float, float} %v2321, 1
  %v2324 = extractvalue {float, float, float, float} %v2321, 2
  %v2325 = extractvalue {float, float, float, float} %v2321, 3
  %v2326 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v2248, i32 %v2249, i32 %v2250, i32 %v2251, i32 %v2292, i32 %v2293, float %v2188, float %v2189, float %v2190, float %v2191)
  %v2327 = extractvalue {float, float, float, float} %v2326, 0
  %v2328 = extractvalue {float, float, float, float} %v2326, 1
  %v2329 = extractvalue {float, float, float, float} %v2326, 2
  %v2330 = extractvalue {float, float, float, float} %v2326, 3
  %v2331 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v2248, i32 %v2249, i32 %v2250, i32 %v2251, i32 %v2294, i32 %v2295, float %v2192, float %v2193, float %v2194, float %v2195)
  %v2332 = extractvalue {float, float, float, float} %v2331, 0
  %v2333 = extractvalue {float, float, float, float} %v2331, 1
  %v2334 = extractvalue {float, float, float, float} %v2331, 2
  %v2335 = extractvalue {float, float, float, float} %v2331, 3
  %v2336 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v2259, i32 %v2260, i32 %v2261, i32 %v2262, i32 %v2281, i32 %v2282, float %v2196, float %v2197, float %v2198, float %v2199)
  %v2337 = extractvalue {float, float, float, float} %v2336, 0
  %v2338 = extractvalue {float, float, float, float} %v2336, 1
  %v2339 = extractvalue {float, float, float, float} %v2336, 2
  %v2340 = extractvalue {float, float, float, float} %v2336, 3
  %v2341 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v2259, i32 %v2260, i32 %v2261, i32 %v2262, i32 %v2283, i32 %v2284, float %v2200, float %v2201, float %v2202, float %v2203)
  %v2342 = extractvalue {float, float, float, float} %v2341, 0
  %v2343 = extractvalue {float, float, float, float} %v2341, 1
  %v2344 = extractvalue {float, float, float, float} %v2341, 2
  %v2345 = extractvalue {float, float, float, float} %v2341, 3
  %v2346 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v2259, i32 %v2260, i32 %v2261, i32 %v2262, i32 %v2292, i32 %v2293, float %v2204, float %v2205, float %v2206, float %v2207)
  %v2347 = extractvalue {float, float, float, float} %v2346, 0
  %v2348 = extractvalue {float, float, float, float} %v2346, 1
  %v2349 = extractvalue {float, float, float, float} %v2346, 2
  %v2350 = extractvalue {float, float, float, float} %v2346, 3
  %v2351 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v2259, i32 %v2260, i32 %v2261, i32 %v2262, i32 %v2294, i32 %v2295, float %v2208, float %v2209, float %v2210, float %v2211)
  %v2352 = extractvalue {float, float, float, float} %v2351, 0
  %v2353 = extractvalue {float, float, float, float} %v2351, 1
  %v2354 = extractvalue {float, float, float, float} %v2351, 2
  %v2355 = extractvalue {float, float, float, float} %v2351, 3
  %v2356 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v2270, i32 %v2271, i32 %v2272, i32 %v2273, i32 %v2281, i32 %v2282, float %v2212, float %v2213, float %v2214, float %v2215)
  %v2357 = extractvalue {float, float, float, float} %v2356, 0
  %v2358 = extractvalue {float, float, float, float} %v2356, 1
  %v2359 = extractvalue {float, float, float, float} %v2356, 2
  %v2360 = extractvalue {float, float, float, float} %v2356, 3
  %v2361 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v2270, i32 %v2271, i32 %v2272, i32 %v2273, i32 %v2283, i32 %v2284, float %v2216, float %v2217, float %v2218, float %v2219)
  %v2362 = extractvalue {float, float, float, float} %v2361, 0
  %v2363 = extractvalue {float, float, float, float} %v2361, 1
  %v2364 = extractvalue {float, float, float, float} %v2361, 2
  %v2365 = extractvalue {float, float, float, float} %v2361, 3
  %v2366 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v2270, i32 %v2271, i32 %v2272, i32 %v2273, i32 %v2292, i32 %v2293, float %v2220, float %v2221, float %v2222, float %v2223)
  %v2367 = extractvalue {float, float, float, float} %v2366, 0
  %v2368 = extractvalue {float, float, float, float} %v2366, 1
  %v2369 = extractvalue {float, float, float, float} %v2366, 2
  %v2370 = extractvalue {float, float, float, float} %v2366, 3
  %v2371 = call {float, float, float, float} asm "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f"(i32 %v2270, i32 %v2271, i32 %v2272, i32 %v2273, i32 %v2294, i32 %v2295, float %v2224, float %v2225, float %v2226, float %v2227)
  %v2372 = extractvalue {float, float, float, float} %v2371, 0
  %v2373 = extractvalue {float, float, float, float} %v2371, 1
  %v2374 = extractvalue {float, float, float, float} %v2371, 2
  %v2375 = extractvalue {float, float, float, float} %v2371, 3
  %v2376 = add i32 %v2163, 16
  %v2377 = icmp slt i32 %v2376, 64
  br i1 %v2377, label %mma_k1612, label %mma_k16_done13
mma_k16_done13:
  %v2378 = add i64 %v243, 1
  br label %for6
st_full14:
  %v2689 = icmp ult i64 %v2670, %v2672
  %v2690 = icmp ult i64 %v2681, %v2682
  %v2691 = and i1 %v2689, %v2690
  %v2692 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v2683
  %v2693 = bitcast float %v2382 to i32
  %v2694 = lshr i32 %v2693, 16
  %v2695 = trunc i32 %v2694 to i16
  %v2696 = bitcast float %v2386 to i32
  %v2697 = lshr i32 %v2696, 16
  %v2698 = trunc i32 %v2697 to i16
  %v2699 = zext i16 %v2695 to i32
  %v2700 = zext i16 %v2698 to i32
  %v2701 = shl i32 %v2700, 16
  %v2702 = or i32 %v2699, %v2701
  %v2703 = bitcast i16 addrspace(1)* %v2692 to i32 addrspace(1)*
  store i32 %v2702, i32 addrspace(1)* %v2703, align 4
  %v2704 = mul i64 8, %v2671
  %v2705 = add i64 %v2683, %v2704
  %v2706 = add i64 %v2670, 8
  %v2707 = icmp ult i64 %v2706, %v2672
  %v2708 = icmp ult i64 %v2681, %v2682
  %v2709 = and i1 %v2707, %v2708
  %v2710 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v2705
  %v2711 = bitcast float %v2390 to i32
  %v2712 = lshr i32 %v2711, 16
  %v2713 = trunc i32 %v2712 to i16
  %v2714 = bitcast float %v2394 to i32
  %v2715 = lshr i32 %v2714, 16
  %v2716 = trunc i32 %v2715 to i16
  %v2717 = zext i16 %v2713 to i32
  %v2718 = zext i16 %v2716 to i32
  %v2719 = shl i32 %v2718, 16
  %v2720 = or i32 %v2717, %v2719
  %v2721 = bitcast i16 addrspace(1)* %v2710 to i32 addrspace(1)*
  store i32 %v2720, i32 addrspace(1)* %v2721, align 4
  %v2722 = icmp ult i64 %v2670, %v2672
  %v2723 = add i64 %v2683, 8
  %v2724 = add i64 %v2681, 8
  %v2725 = icmp ult i64 %v2724, %v2682
  %v2726 = and i1 %v2722, %v2725
  %v2727 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v2723
  %v2728 = bitcast float %v2398 to i32
  %v2729 = lshr i32 %v2728, 16
  %v2730 = trunc i32 %v2729 to i16
  %v2731 = bitcast float %v2402 to i32
  %v2732 = lshr i32 %v2731, 16
  %v2733 = trunc i32 %v2732 to i16
  %v2734 = zext i16 %v2730 to i32
  %v2735 = zext i16 %v2733 to i32
  %v2736 = shl i32 %v2735, 16
  %v2737 = or i32 %v2734, %v2736
  %v2738 = bitcast i16 addrspace(1)* %v2727 to i32 addrspace(1)*
  store i32 %v2737, i32 addrspace(1)* %v2738, align 4
  %v2739 = mul i64 8, %v2671
  %v2740 = add i64 %v2683, %v2739
  %v2741 = add i64 %v2670, 8
  %v2742 = icmp ult i64 %v2741, %v2672
  %v2743 = add i64 %v2740, 8
  %v2744 = add i64 %v2681, 8
  %v2745 = icmp ult i64 %v2744, %v2682
  %v2746 = and i1 %v2742, %v2745
  %v2747 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v2743
  %v2748 = bitcast float %v2406 to i32
  %v2749 = lshr i32 %v2748, 16
  %v2750 = trunc i32 %v2749 to i16
  %v2751 = bitcast float %v2410 to i32
  %v2752 = lshr i32 %v2751, 16
  %v2753 = trunc i32 %v2752 to i16
  %v2754 = zext i16 %v2750 to i32
  %v2755 = zext i16 %v2753 to i32
  %v2756 = shl i32 %v2755, 16
  %v2757 = or i32 %v2754, %v2756
  %v2758 = bitcast i16 addrspace(1)* %v2747 to i32 addrspace(1)*
  store i32 %v2757, i32 addrspace(1)* %v2758, align 4
  %v2759 = icmp ult i64 %v2670, %v2672
  %v2760 = add i64 %v2683, 16
  %v2761 = add i64 %v2681, 16
  %v2762 = icmp ult i64 %v2761, %v2682
  %v2763 = and i1 %v2759, %v2762
  %v2764 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v2760
  %v2765 = bitcast float %v2414 to i32
  %v2766 = lshr i32 %v2765, 16
  %v2767 = trunc i32 %v2766 to i16
  %v2768 = bitcast float %v2418 to i32
  %v2769 = lshr i32 %v2768, 16
  %v2770 = trunc i32 %v2769 to i16
  %v2771 = zext i16 %v2767 to i32
  %v2772 = zext i16 %v2770 to i32
  %v2773 = shl i32 %v2772, 16
  %v2774 = or i32 %v2771, %v2773
  %v2775 = bitcast i16 addrspace(1)* %v2764 to i32 addrspace(1)*
  store i32 %v2774, i32 addrspace(1)* %v2775, align 4
  %v2776 = mul i64 8, %v2671
  %v2777 = add i64 %v2683, %v2776
  %v2778 = add i64 %v2670, 8
  %v2779 = icmp ult i64 %v2778, %v2672
  %v2780 = add i64 %v2777, 16
  %v2781 = add i64 %v2681, 16
  %v2782 = icmp ult i64 %v2781, %v2682
  %v2783 = and i1 %v2779, %v2782
  %v2784 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v2780
  %v2785 = bitcast float %v2422 to i32
  %v2786 = lshr i32 %v2785, 16
  %v2787 = trunc i32 %v2786 to i16
  %v2788 = bitcast float %v2426 to i32
  %v2789 = lshr i32 %v2788, 16
  %v2790 = trunc i32 %v2789 to i16
  %v2791 = zext i16 %v2787 to i32
  %v2792 = zext i16 %v2790 to i32
  %v2793 = shl i32 %v2792, 16
  %v2794 = or i32 %v2791, %v2793
  %v2795 = bitcast i16 addrspace(1)* %v2784 to i32 addrspace(1)*
  store i32 %v2794, i32 addrspace(1)* %v2795, align 4
  %v2796 = icmp ult i64 %v2670, %v2672
  %v2797 = add i64 %v2683, 24
  %v2798 = add i64 %v2681, 24
  %v2799 = icmp ult i64 %v2798, %v2682
  %v2800 = and i1 %v2796, %v2799
  %v2801 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v2797
  %v2802 = bitcast float %v2430 to i32
  %v2803 = lshr i32 %v2802, 16
  %v2804 = trunc i32 %v2803 to i16
  %v2805 = bitcast float %v2434 to i32
  %v2806 = lshr i32 %v2805, 16
  %v2807 = trunc i32 %v2806 to i16
  %v2808 = zext i16 %v2804 to i32
  %v2809 = zext i16 %v2807 to i32
  %v2810 = shl i32 %v2809, 16
  %v2811 = or i32 %v2808, %v2810
  %v2812 = bitcast i16 addrspace(1)* %v2801 to i32 addrspace(1)*
  store i32 %v2811, i32 addrspace(1)* %v2812, align 4
  %v2813 = mul i64 8, %v2671
  %v2814 = add i64 %v2683, %v2813
  %v2815 = add i64 %v2670, 8
  %v2816 = icmp ult i64 %v2815, %v2672
  %v2817 = add i64 %v2814, 24
  %v2818 = add i64 %v2681, 24
  %v2819 = icmp ult i64 %v2818, %v2682
  %v2820 = and i1 %v2816, %v2819
  %v2821 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v2817
  %v2822 = bitcast float %v2438 to i32
  %v2823 = lshr i32 %v2822, 16
  %v2824 = trunc i32 %v2823 to i16
  %v2825 = bitcast float %v2442 to i32
  %v2826 = lshr i32 %v2825, 16
  %v2827 = trunc i32 %v2826 to i16
  %v2828 = zext i16 %v2824 to i32
  %v2829 = zext i16 %v2827 to i32
  %v2830 = shl i32 %v2829, 16
  %v2831 = or i32 %v2828, %v2830
  %v2832 = bitcast i16 addrspace(1)* %v2821 to i32 addrspace(1)*
  store i32 %v2831, i32 addrspace(1)* %v2832, align 4
  %v2833 = mul i64 16, %v2671
  %v2834 = add i64 %v2683, %v2833
  %v2835 = add i64 %v2670, 16
  %v2836 = icmp ult i64 %v2835, %v2672
  %v2837 = icmp ult i64 %v2681, %v2682
  %v2838 = and i1 %v2836, %v2837
  %v2839 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v2834
  %v2840 = bitcast float %v2446 to i32
  %v2841 = lshr i32 %v2840, 16
  %v2842 = trunc i32 %v2841 to i16
  %v2843 = bitcast float %v2450 to i32
  %v2844 = lshr i32 %v2843, 16
  %v2845 = trunc i32 %v2844 to i16
  %v2846 = zext i16 %v2842 to i32
  %v2847 = zext i16 %v2845 to i32
  %v2848 = shl i32 %v2847, 16
  %v2849 = or i32 %v2846, %v2848
  %v2850 = bitcast i16 addrspace(1)* %v2839 to i32 addrspace(1)*
  store i32 %v2849, i32 addrspace(1)* %v2850, align 4
  %v2851 = mul i64 24, %v2671
  %v2852 = add i64 %v2683, %v2851
  %v2853 = add i64 %v2670, 24
  %v2854 = icmp ult i64 %v2853, %v2672
  %v2855 = icmp ult i64 %v2681, %v2682
  %v2856 = and i1 %v2854, %v2855
  %v2857 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v2852
  %v2858 = bitcast float %v2454 to i32
  %v2859 = lshr i32 %v2858, 16
  %v2860 = trunc i32 %v2859 to i16
  %v2861 = bitcast float %v2458 to i32
  %v2862 = lshr i32 %v2861, 16
  %v2863 = trunc i32 %v2862 to i16
  %v2864 = zext i16 %v2860 to i32
  %v2865 = zext i16 %v2863 to i32
  %v2866 = shl i32 %v2865, 16
  %v2867 = or i32 %v2864, %v2866
  %v2868 = bitcast i16 addrspace(1)* %v2857 to i32 addrspace(1)*
  store i32 %v2867, i32 addrspace(1)* %v2868, align 4
  %v2869 = mul i64 16, %v2671
  %v2870 = add i64 %v2683, %v2869
  %v2871 = add i64 %v2670, 16
  %v2872 = icmp ult i64 %v2871, %v2672
  %v2873 = add i64 %v2870, 8
  %v2874 = add i64 %v2681, 8
  %v2875 = icmp ult i64 %v2874, %v2682
  %v2876 = and i1 %v2872, %v2875
  %v2877 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v2873
  %v2878 = bitcast float %v2462 to i32
  %v2879 = lshr i32 %v2878, 16
  %v2880 = trunc i32 %v2879 to i16
  %v2881 = bitcast float %v2466 to i32
  %v2882 = lshr i32 %v2881, 16
  %v2883 = trunc i32 %v2882 to i16
  %v2884 = zext i16 %v2880 to i32
  %v2885 = zext i16 %v2883 to i32
  %v2886 = shl i32 %v2885, 16
  %v2887 = or i32 %v2884, %v2886
  %v2888 = bitcast i16 addrspace(1)* %v2877 to i32 addrspace(1)*
  store i32 %v2887, i32 addrspace(1)* %v2888, align 4
  %v2889 = mul i64 24, %v2671
  %v2890 = add i64 %v2683, %v2889
  %v2891 = add i64 %v2670, 24
  %v2892 = icmp ult i64 %v2891, %v2672
  %v2893 = add i64 %v2890, 8
  %v2894 = add i64 %v2681, 8
  %v2895 = icmp ult i64 %v2894, %v2682
  %v2896 = and i1 %v2892, %v2895
  %v2897 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v2893
  %v2898 = bitcast float %v2470 to i32
  %v2899 = lshr i32 %v2898, 16
  %v2900 = trunc i32 %v2899 to i16
  %v2901 = bitcast float %v2474 to i32
  %v2902 = lshr i32 %v2901, 16
  %v2903 = trunc i32 %v2902 to i16
  %v2904 = zext i16 %v2900 to i32
  %v2905 = zext i16 %v2903 to i32
  %v2906 = shl i32 %v2905, 16
  %v2907 = or i32 %v2904, %v2906
  %v2908 = bitcast i16 addrspace(1)* %v2897 to i32 addrspace(1)*
  store i32 %v2907, i32 addrspace(1)* %v2908, align 4
  %v2909 = mul i64 16, %v2671
  %v2910 = add i64 %v2683, %v2909
  %v2911 = add i64 %v2670, 16
  %v2912 = icmp ult i64 %v2911, %v2672
  %v2913 = add i64 %v2910, 16
  %v2914 = add i64 %v2681, 16
  %v2915 = icmp ult i64 %v2914, %v2682
  %v2916 = and i1 %v2912, %v2915
  %v2917 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v2913
  %v2918 = bitcast float %v2478 to i32
  %v2919 = lshr i32 %v2918, 16
  %v2920 = trunc i32 %v2919 to i16
  %v2921 = bitcast float %v2482 to i32
  %v2922 = lshr i32 %v2921, 16
  %v2923 = trunc i32 %v2922 to i16
  %v2924 = zext i16 %v2920 to i32
  %v2925 = zext i16 %v2923 to i32
  %v2926 = shl i32 %v2925, 16
  %v2927 = or i32 %v2924, %v2926
  %v2928 = bitcast i16 addrspace(1)* %v2917 to i32 addrspace(1)*
  store i32 %v2927, i32 addrspace(1)* %v2928, align 4
  %v2929 = mul i64 24, %v2671
  %v2930 = add i64 %v2683, %v2929
  %v2931 = add i64 %v2670, 24
  %v2932 = icmp ult i64 %v2931, %v2672
  %v2933 = add i64 %v2930, 16
  %v2934 = add i64 %v2681, 16
  %v2935 = icmp ult i64 %v2934, %v2682
  %v2936 = and i1 %v2932, %v2935
  %v2937 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v2933
  %v2938 = bitcast float %v2486 to i32
  %v2939 = lshr i32 %v2938, 16
  %v2940 = trunc i32 %v2939 to i16
  %v2941 = bitcast float %v2490 to i32
  %v2942 = lshr i32 %v2941, 16
  %v2943 = trunc i32 %v2942 to i16
  %v2944 = zext i16 %v2940 to i32
  %v2945 = zext i16 %v2943 to i32
  %v2946 = shl i32 %v2945, 16
  %v2947 = or i32 %v2944, %v2946
  %v2948 = bitcast i16 addrspace(1)* %v2937 to i32 addrspace(1)*
  store i32 %v2947, i32 addrspace(1)* %v2948, align 4
  %v2949 = mul i64 16, %v2671
  %v2950 = add i64 %v2683, %v2949
  %v2951 = add i64 %v2670, 16
  %v2952 = icmp ult i64 %v2951, %v2672
  %v2953 = add i64 %v2950, 24
  %v2954 = add i64 %v2681, 24
  %v2955 = icmp ult i64 %v2954, %v2682
  %v2956 = and i1 %v2952, %v2955
  %v2957 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v2953
  %v2958 = bitcast float %v2494 to i32
  %v2959 = lshr i32 %v2958, 16
  %v2960 = trunc i32 %v2959 to i16
  %v2961 = bitcast float %v2498 to i32
  %v2962 = lshr i32 %v2961, 16
  %v2963 = trunc i32 %v2962 to i16
  %v2964 = zext i16 %v2960 to i32
  %v2965 = zext i16 %v2963 to i32
  %v2966 = shl i32 %v2965, 16
  %v2967 = or i32 %v2964, %v2966
  %v2968 = bitcast i16 addrspace(1)* %v2957 to i32 addrspace(1)*
  store i32 %v2967, i32 addrspace(1)* %v2968, align 4
  %v2969 = mul i64 24, %v2671
  %v2970 = add i64 %v2683, %v2969
  %v2971 = add i64 %v2670, 24
  %v2972 = icmp ult i64 %v2971, %v2672
  %v2973 = add i64 %v2970, 24
  %v2974 = add i64 %v2681, 24
  %v2975 = icmp ult i64 %v2974, %v2682
  %v2976 = and i1 %v2972, %v2975
  %v2977 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v2973
  %v2978 = bitcast float %v2502 to i32
  %v2979 = lshr i32 %v2978, 16
  %v2980 = trunc i32 %v2979 to i16
  %v2981 = bitcast float %v2506 to i32
  %v2982 = lshr i32 %v2981, 16
  %v2983 = trunc i32 %v2982 to i16
  %v2984 = zext i16 %v2980 to i32
  %v2985 = zext i16 %v2983 to i32
  %v2986 = shl i32 %v2985, 16
  %v2987 = or i32 %v2984, %v2986
  %v2988 = bitcast i16 addrspace(1)* %v2977 to i32 addrspace(1)*
  store i32 %v2987, i32 addrspace(1)* %v2988, align 4
  %v2989 = mul i64 32, %v2671
  %v2990 = add i64 %v2683, %v2989
  %v2991 = add i64 %v2670, 32
  %v2992 = icmp ult i64 %v2991, %v2672
  %v2993 = icmp ult i64 %v2681, %v2682
  %v2994 = and i1 %v2992, %v2993
  %v2995 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v2990
  %v2996 = bitcast float %v2510 to i32
  %v2997 = lshr i32 %v2996, 16
  %v2998 = trunc i32 %v2997 to i16
  %v2999 = bitcast float %v2514 to i32
  %v3000 = lshr i32 %v2999, 16
  %v3001 = trunc i32 %v3000 to i16
  %v3002 = zext i16 %v2998 to i32
  %v3003 = zext i16 %v3001 to i32
  %v3004 = shl i32 %v3003, 16
  %v3005 = or i32 %v3002, %v3004
  %v3006 = bitcast i16 addrspace(1)* %v2995 to i32 addrspace(1)*
  store i32 %v3005, i32 addrspace(1)* %v3006, align 4
  %v3007 = mul i64 40, %v2671
  %v3008 = add i64 %v2683, %v3007
  %v3009 = add i64 %v2670, 40
  %v3010 = icmp ult i64 %v3009, %v2672
  %v3011 = icmp ult i64 %v2681, %v2682
  %v3012 = and i1 %v3010, %v3011
  %v3013 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3008
  %v3014 = bitcast float %v2518 to i32
  %v3015 = lshr i32 %v3014, 16
  %v3016 = trunc i32 %v3015 to i16
  %v3017 = bitcast float %v2522 to i32
  %v3018 = lshr i32 %v3017, 16
  %v3019 = trunc i32 %v3018 to i16
  %v3020 = zext i16 %v3016 to i32
  %v3021 = zext i16 %v3019 to i32
  %v3022 = shl i32 %v3021, 16
  %v3023 = or i32 %v3020, %v3022
  %v3024 = bitcast i16 addrspace(1)* %v3013 to i32 addrspace(1)*
  store i32 %v3023, i32 addrspace(1)* %v3024, align 4
  %v3025 = mul i64 32, %v2671
  %v3026 = add i64 %v2683, %v3025
  %v3027 = add i64 %v2670, 32
  %v3028 = icmp ult i64 %v3027, %v2672
  %v3029 = add i64 %v3026, 8
  %v3030 = add i64 %v2681, 8
  %v3031 = icmp ult i64 %v3030, %v2682
  %v3032 = and i1 %v3028, %v3031
  %v3033 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3029
  %v3034 = bitcast float %v2526 to i32
  %v3035 = lshr i32 %v3034, 16
  %v3036 = trunc i32 %v3035 to i16
  %v3037 = bitcast float %v2530 to i32
  %v3038 = lshr i32 %v3037, 16
  %v3039 = trunc i32 %v3038 to i16
  %v3040 = zext i16 %v3036 to i32
  %v3041 = zext i16 %v3039 to i32
  %v3042 = shl i32 %v3041, 16
  %v3043 = or i32 %v3040, %v3042
  %v3044 = bitcast i16 addrspace(1)* %v3033 to i32 addrspace(1)*
  store i32 %v3043, i32 addrspace(1)* %v3044, align 4
  %v3045 = mul i64 40, %v2671
  %v3046 = add i64 %v2683, %v3045
  %v3047 = add i64 %v2670, 40
  %v3048 = icmp ult i64 %v3047, %v2672
  %v3049 = add i64 %v3046, 8
  %v3050 = add i64 %v2681, 8
  %v3051 = icmp ult i64 %v3050, %v2682
  %v3052 = and i1 %v3048, %v3051
  %v3053 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3049
  %v3054 = bitcast float %v2534 to i32
  %v3055 = lshr i32 %v3054, 16
  %v3056 = trunc i32 %v3055 to i16
  %v3057 = bitcast float %v2538 to i32
  %v3058 = lshr i32 %v3057, 16
  %v3059 = trunc i32 %v3058 to i16
  %v3060 = zext i16 %v3056 to i32
  %v3061 = zext i16 %v3059 to i32
  %v3062 = shl i32 %v3061, 16
  %v3063 = or i32 %v3060, %v3062
  %v3064 = bitcast i16 addrspace(1)* %v3053 to i32 addrspace(1)*
  store i32 %v3063, i32 addrspace(1)* %v3064, align 4
  %v3065 = mul i64 32, %v2671
  %v3066 = add i64 %v2683, %v3065
  %v3067 = add i64 %v2670, 32
  %v3068 = icmp ult i64 %v3067, %v2672
  %v3069 = add i64 %v3066, 16
  %v3070 = add i64 %v2681, 16
  %v3071 = icmp ult i64 %v3070, %v2682
  %v3072 = and i1 %v3068, %v3071
  %v3073 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3069
  %v3074 = bitcast float %v2542 to i32
  %v3075 = lshr i32 %v3074, 16
  %v3076 = trunc i32 %v3075 to i16
  %v3077 = bitcast float %v2546 to i32
  %v3078 = lshr i32 %v3077, 16
  %v3079 = trunc i32 %v3078 to i16
  %v3080 = zext i16 %v3076 to i32
  %v3081 = zext i16 %v3079 to i32
  %v3082 = shl i32 %v3081, 16
  %v3083 = or i32 %v3080, %v3082
  %v3084 = bitcast i16 addrspace(1)* %v3073 to i32 addrspace(1)*
  store i32 %v3083, i32 addrspace(1)* %v3084, align 4
  %v3085 = mul i64 40, %v2671
  %v3086 = add i64 %v2683, %v3085
  %v3087 = add i64 %v2670, 40
  %v3088 = icmp ult i64 %v3087, %v2672
  %v3089 = add i64 %v3086, 16
  %v3090 = add i64 %v2681, 16
  %v3091 = icmp ult i64 %v3090, %v2682
  %v3092 = and i1 %v3088, %v3091
  %v3093 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3089
  %v3094 = bitcast float %v2550 to i32
  %v3095 = lshr i32 %v3094, 16
  %v3096 = trunc i32 %v3095 to i16
  %v3097 = bitcast float %v2554 to i32
  %v3098 = lshr i32 %v3097, 16
  %v3099 = trunc i32 %v3098 to i16
  %v3100 = zext i16 %v3096 to i32
  %v3101 = zext i16 %v3099 to i32
  %v3102 = shl i32 %v3101, 16
  %v3103 = or i32 %v3100, %v3102
  %v3104 = bitcast i16 addrspace(1)* %v3093 to i32 addrspace(1)*
  store i32 %v3103, i32 addrspace(1)* %v3104, align 4
  %v3105 = mul i64 32, %v2671
  %v3106 = add i64 %v2683, %v3105
  %v3107 = add i64 %v2670, 32
  %v3108 = icmp ult i64 %v3107, %v2672
  %v3109 = add i64 %v3106, 24
  %v3110 = add i64 %v2681, 24
  %v3111 = icmp ult i64 %v3110, %v2682
  %v3112 = and i1 %v3108, %v3111
  %v3113 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3109
  %v3114 = bitcast float %v2558 to i32
  %v3115 = lshr i32 %v3114, 16
  %v3116 = trunc i32 %v3115 to i16
  %v3117 = bitcast float %v2562 to i32
  %v3118 = lshr i32 %v3117, 16
  %v3119 = trunc i32 %v3118 to i16
  %v3120 = zext i16 %v3116 to i32
  %v3121 = zext i16 %v3119 to i32
  %v3122 = shl i32 %v3121, 16
  %v3123 = or i32 %v3120, %v3122
  %v3124 = bitcast i16 addrspace(1)* %v3113 to i32 addrspace(1)*
  store i32 %v3123, i32 addrspace(1)* %v3124, align 4
  %v3125 = mul i64 40, %v2671
  %v3126 = add i64 %v2683, %v3125
  %v3127 = add i64 %v2670, 40
  %v3128 = icmp ult i64 %v3127, %v2672
  %v3129 = add i64 %v3126, 24
  %v3130 = add i64 %v2681, 24
  %v3131 = icmp ult i64 %v3130, %v2682
  %v3132 = and i1 %v3128, %v3131
  %v3133 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3129
  %v3134 = bitcast float %v2566 to i32
  %v3135 = lshr i32 %v3134, 16
  %v3136 = trunc i32 %v3135 to i16
  %v3137 = bitcast float %v2570 to i32
  %v3138 = lshr i32 %v3137, 16
  %v3139 = trunc i32 %v3138 to i16
  %v3140 = zext i16 %v3136 to i32
  %v3141 = zext i16 %v3139 to i32
  %v3142 = shl i32 %v3141, 16
  %v3143 = or i32 %v3140, %v3142
  %v3144 = bitcast i16 addrspace(1)* %v3133 to i32 addrspace(1)*
  store i32 %v3143, i32 addrspace(1)* %v3144, align 4
  %v3145 = mul i64 48, %v2671
  %v3146 = add i64 %v2683, %v3145
  %v3147 = add i64 %v2670, 48
  %v3148 = icmp ult i64 %v3147, %v2672
  %v3149 = icmp ult i64 %v2681, %v2682
  %v3150 = and i1 %v3148, %v3149
  %v3151 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3146
  %v3152 = bitcast float %v2574 to i32
  %v3153 = lshr i32 %v3152, 16
  %v3154 = trunc i32 %v3153 to i16
  %v3155 = bitcast float %v2578 to i32
  %v3156 = lshr i32 %v3155, 16
  %v3157 = trunc i32 %v3156 to i16
  %v3158 = zext i16 %v3154 to i32
  %v3159 = zext i16 %v3157 to i32
  %v3160 = shl i32 %v3159, 16
  %v3161 = or i32 %v3158, %v3160
  %v3162 = bitcast i16 addrspace(1)* %v3151 to i32 addrspace(1)*
  store i32 %v3161, i32 addrspace(1)* %v3162, align 4
  %v3163 = mul i64 56, %v2671
  %v3164 = add i64 %v2683, %v3163
  %v3165 = add i64 %v2670, 56
  %v3166 = icmp ult i64 %v3165, %v2672
  %v3167 = icmp ult i64 %v2681, %v2682
  %v3168 = and i1 %v3166, %v3167
  %v3169 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3164
  %v3170 = bitcast float %v2582 to i32
  %v3171 = lshr i32 %v3170, 16
  %v3172 = trunc i32 %v3171 to i16
  %v3173 = bitcast float %v2586 to i32
  %v3174 = lshr i32 %v3173, 16
  %v3175 = trunc i32 %v3174 to i16
  %v3176 = zext i16 %v3172 to i32
  %v3177 = zext i16 %v3175 to i32
  %v3178 = shl i32 %v3177, 16
  %v3179 = or i32 %v3176, %v3178
  %v3180 = bitcast i16 addrspace(1)* %v3169 to i32 addrspace(1)*
  store i32 %v3179, i32 addrspace(1)* %v3180, align 4
  %v3181 = mul i64 48, %v2671
  %v3182 = add i64 %v2683, %v3181
  %v3183 = add i64 %v2670, 48
  %v3184 = icmp ult i64 %v3183, %v2672
  %v3185 = add i64 %v3182, 8
  %v3186 = add i64 %v2681, 8
  %v3187 = icmp ult i64 %v3186, %v2682
  %v3188 = and i1 %v3184, %v3187
  %v3189 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3185
  %v3190 = bitcast float %v2590 to i32
  %v3191 = lshr i32 %v3190, 16
  %v3192 = trunc i32 %v3191 to i16
  %v3193 = bitcast float %v2594 to i32
  %v3194 = lshr i32 %v3193, 16
  %v3195 = trunc i32 %v3194 to i16
  %v3196 = zext i16 %v3192 to i32
  %v3197 = zext i16 %v3195 to i32
  %v3198 = shl i32 %v3197, 16
  %v3199 = or i32 %v3196, %v3198
  %v3200 = bitcast i16 addrspace(1)* %v3189 to i32 addrspace(1)*
  store i32 %v3199, i32 addrspace(1)* %v3200, align 4
  %v3201 = mul i64 56, %v2671
  %v3202 = add i64 %v2683, %v3201
  %v3203 = add i64 %v2670, 56
  %v3204 = icmp ult i64 %v3203, %v2672
  %v3205 = add i64 %v3202, 8
  %v3206 = add i64 %v2681, 8
  %v3207 = icmp ult i64 %v3206, %v2682
  %v3208 = and i1 %v3204, %v3207
  %v3209 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3205
  %v3210 = bitcast float %v2598 to i32
  %v3211 = lshr i32 %v3210, 16
  %v3212 = trunc i32 %v3211 to i16
  %v3213 = bitcast float %v2602 to i32
  %v3214 = lshr i32 %v3213, 16
  %v3215 = trunc i32 %v3214 to i16
  %v3216 = zext i16 %v3212 to i32
  %v3217 = zext i16 %v3215 to i32
  %v3218 = shl i32 %v3217, 16
  %v3219 = or i32 %v3216, %v3218
  %v3220 = bitcast i16 addrspace(1)* %v3209 to i32 addrspace(1)*
  store i32 %v3219, i32 addrspace(1)* %v3220, align 4
  %v3221 = mul i64 48, %v2671
  %v3222 = add i64 %v2683, %v3221
  %v3223 = add i64 %v2670, 48
  %v3224 = icmp ult i64 %v3223, %v2672
  %v3225 = add i64 %v3222, 16
  %v3226 = add i64 %v2681, 16
  %v3227 = icmp ult i64 %v3226, %v2682
  %v3228 = and i1 %v3224, %v3227
  %v3229 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3225
  %v3230 = bitcast float %v2606 to i32
  %v3231 = lshr i32 %v3230, 16
  %v3232 = trunc i32 %v3231 to i16
  %v3233 = bitcast float %v2610 to i32
  %v3234 = lshr i32 %v3233, 16
  %v3235 = trunc i32 %v3234 to i16
  %v3236 = zext i16 %v3232 to i32
  %v3237 = zext i16 %v3235 to i32
  %v3238 = shl i32 %v3237, 16
  %v3239 = or i32 %v3236, %v3238
  %v3240 = bitcast i16 addrspace(1)* %v3229 to i32 addrspace(1)*
  store i32 %v3239, i32 addrspace(1)* %v3240, align 4
  %v3241 = mul i64 56, %v2671
  %v3242 = add i64 %v2683, %v3241
  %v3243 = add i64 %v2670, 56
  %v3244 = icmp ult i64 %v3243, %v2672
  %v3245 = add i64 %v3242, 16
  %v3246 = add i64 %v2681, 16
  %v3247 = icmp ult i64 %v3246, %v2682
  %v3248 = and i1 %v3244, %v3247
  %v3249 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3245
  %v3250 = bitcast float %v2614 to i32
  %v3251 = lshr i32 %v3250, 16
  %v3252 = trunc i32 %v3251 to i16
  %v3253 = bitcast float %v2618 to i32
  %v3254 = lshr i32 %v3253, 16
  %v3255 = trunc i32 %v3254 to i16
  %v3256 = zext i16 %v3252 to i32
  %v3257 = zext i16 %v3255 to i32
  %v3258 = shl i32 %v3257, 16
  %v3259 = or i32 %v3256, %v3258
  %v3260 = bitcast i16 addrspace(1)* %v3249 to i32 addrspace(1)*
  store i32 %v3259, i32 addrspace(1)* %v3260, align 4
  %v3261 = mul i64 48, %v2671
  %v3262 = add i64 %v2683, %v3261
  %v3263 = add i64 %v2670, 48
  %v3264 = icmp ult i64 %v3263, %v2672
  %v3265 = add i64 %v3262, 24
  %v3266 = add i64 %v2681, 24
  %v3267 = icmp ult i64 %v3266, %v2682
  %v3268 = and i1 %v3264, %v3267
  %v3269 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3265
  %v3270 = bitcast float %v2622 to i32
  %v3271 = lshr i32 %v3270, 16
  %v3272 = trunc i32 %v3271 to i16
  %v3273 = bitcast float %v2626 to i32
  %v3274 = lshr i32 %v3273, 16
  %v3275 = trunc i32 %v3274 to i16
  %v3276 = zext i16 %v3272 to i32
  %v3277 = zext i16 %v3275 to i32
  %v3278 = shl i32 %v3277, 16
  %v3279 = or i32 %v3276, %v3278
  %v3280 = bitcast i16 addrspace(1)* %v3269 to i32 addrspace(1)*
  store i32 %v3279, i32 addrspace(1)* %v3280, align 4
  %v3281 = mul i64 56, %v2671
  %v3282 = add i64 %v2683, %v3281
  %v3283 = add i64 %v2670, 56
  %v3284 = icmp ult i64 %v3283, %v2672
  %v3285 = add i64 %v3282, 24
  %v3286 = add i64 %v2681, 24
  %v3287 = icmp ult i64 %v3286, %v2682
  %v3288 = and i1 %v3284, %v3287
  %v3289 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3285
  %v3290 = bitcast float %v2630 to i32
  %v3291 = lshr i32 %v3290, 16
  %v3292 = trunc i32 %v3291 to i16
  %v3293 = bitcast float %v2634 to i32
  %v3294 = lshr i32 %v3293, 16
  %v3295 = trunc i32 %v3294 to i16
  %v3296 = zext i16 %v3292 to i32
  %v3297 = zext i16 %v3295 to i32
  %v3298 = shl i32 %v3297, 16
  %v3299 = or i32 %v3296, %v3298
  %v3300 = bitcast i16 addrspace(1)* %v3289 to i32 addrspace(1)*
  store i32 %v3299, i32 addrspace(1)* %v3300, align 4
  br label %st_done16
st_edge15:
  %v3301 = icmp ult i64 %v2670, %v2672
  %v3302 = icmp ult i64 %v2681, %v2682
  %v3303 = and i1 %v3301, %v3302
  %v3304 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v2683
  br i1 %v3303, label %st17, label %join18
st_done16:
  %v3913 = add i64 %v61, %v57
  br label %for3
st17:
  %v3305 = bitcast float %v2382 to i32
  %v3306 = lshr i32 %v3305, 16
  %v3307 = trunc i32 %v3306 to i16
  %v3308 = bitcast float %v2386 to i32
  %v3309 = lshr i32 %v3308, 16
  %v3310 = trunc i32 %v3309 to i16
  %v3311 = zext i16 %v3307 to i32
  %v3312 = zext i16 %v3310 to i32
  %v3313 = shl i32 %v3312, 16
  %v3314 = or i32 %v3311, %v3313
  %v3315 = bitcast i16 addrspace(1)* %v3304 to i32 addrspace(1)*
  store i32 %v3314, i32 addrspace(1)* %v3315, align 4
  br label %join18
join18:
  %v3316 = mul i64 8, %v2671
  %v3317 = add i64 %v2683, %v3316
  %v3318 = add i64 %v2670, 8
  %v3319 = icmp ult i64 %v3318, %v2672
  %v3320 = icmp ult i64 %v2681, %v2682
  %v3321 = and i1 %v3319, %v3320
  %v3322 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3317
  br i1 %v3321, label %st19, label %join20
st19:
  %v3323 = bitcast float %v2390 to i32
  %v3324 = lshr i32 %v3323, 16
  %v3325 = trunc i32 %v3324 to i16
  %v3326 = bitcast float %v2394 to i32
  %v3327 = lshr i32 %v3326, 16
  %v3328 = trunc i32 %v3327 to i16
  %v3329 = zext i16 %v3325 to i32
  %v3330 = zext i16 %v3328 to i32
  %v3331 = shl i32 %v3330, 16
  %v3332 = or i32 %v3329, %v3331
  %v3333 = bitcast i16 addrspace(1)* %v3322 to i32 addrspace(1)*
  store i32 %v3332, i32 addrspace(1)* %v3333, align 4
  br label %join20
join20:
  %v3334 = icmp ult i64 %v2670, %v2672
  %v3335 = add i64 %v2683, 8
  %v3336 = add i64 %v2681, 8
  %v3337 = icmp ult i64 %v3336, %v2682
  %v3338 = and i1 %v3334, %v3337
  %v3339 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3335
  br i1 %v3338, label %st21, label %join22
st21:
  %v3340 = bitcast float %v2398 to i32
  %v3341 = lshr i32 %v3340, 16
  %v3342 = trunc i32 %v3341 to i16
  %v3343 = bitcast float %v2402 to i32
  %v3344 = lshr i32 %v3343, 16
  %v3345 = trunc i32 %v3344 to i16
  %v3346 = zext i16 %v3342 to i32
  %v3347 = zext i16 %v3345 to i32
  %v3348 = shl i32 %v3347, 16
  %v3349 = or i32 %v3346, %v3348
  %v3350 = bitcast i16 addrspace(1)* %v3339 to i32 addrspace(1)*
  store i32 %v3349, i32 addrspace(1)* %v3350, align 4
  br label %join22
join22:
  %v3351 = mul i64 8, %v2671
  %v3352 = add i64 %v2683, %v3351
  %v3353 = add i64 %v2670, 8
  %v3354 = icmp ult i64 %v3353, %v2672
  %v3355 = add i64 %v3352, 8
  %v3356 = add i64 %v2681, 8
  %v3357 = icmp ult i64 %v3356, %v2682
  %v3358 = and i1 %v3354, %v3357
  %v3359 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3355
  br i1 %v3358, label %st23, label %join24
st23:
  %v3360 = bitcast float %v2406 to i32
  %v3361 = lshr i32 %v3360, 16
  %v3362 = trunc i32 %v3361 to i16
  %v3363 = bitcast float %v2410 to i32
  %v3364 = lshr i32 %v3363, 16
  %v3365 = trunc i32 %v3364 to i16
  %v3366 = zext i16 %v3362 to i32
  %v3367 = zext i16 %v3365 to i32
  %v3368 = shl i32 %v3367, 16
  %v3369 = or i32 %v3366, %v3368
  %v3370 = bitcast i16 addrspace(1)* %v3359 to i32 addrspace(1)*
  store i32 %v3369, i32 addrspace(1)* %v3370, align 4
  br label %join24
join24:
  %v3371 = icmp ult i64 %v2670, %v2672
  %v3372 = add i64 %v2683, 16
  %v3373 = add i64 %v2681, 16
  %v3374 = icmp ult i64 %v3373, %v2682
  %v3375 = and i1 %v3371, %v3374
  %v3376 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3372
  br i1 %v3375, label %st25, label %join26
st25:
  %v3377 = bitcast float %v2414 to i32
  %v3378 = lshr i32 %v3377, 16
  %v3379 = trunc i32 %v3378 to i16
  %v3380 = bitcast float %v2418 to i32
  %v3381 = lshr i32 %v3380, 16
  %v3382 = trunc i32 %v3381 to i16
  %v3383 = zext i16 %v3379 to i32
  %v3384 = zext i16 %v3382 to i32
  %v3385 = shl i32 %v3384, 16
  %v3386 = or i32 %v3383, %v3385
  %v3387 = bitcast i16 addrspace(1)* %v3376 to i32 addrspace(1)*
  store i32 %v3386, i32 addrspace(1)* %v3387, align 4
  br label %join26
join26:
  %v3388 = mul i64 8, %v2671
  %v3389 = add i64 %v2683, %v3388
  %v3390 = add i64 %v2670, 8
  %v3391 = icmp ult i64 %v3390, %v2672
  %v3392 = add i64 %v3389, 16
  %v3393 = add i64 %v2681, 16
  %v3394 = icmp ult i64 %v3393, %v2682
  %v3395 = and i1 %v3391, %v3394
  %v3396 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3392
  br i1 %v3395, label %st27, label %join28
st27:
  %v3397 = bitcast float %v2422 to i32
  %v3398 = lshr i32 %v3397, 16
  %v3399 = trunc i32 %v3398 to i16
  %v3400 = bitcast float %v2426 to i32
  %v3401 = lshr i32 %v3400, 16
  %v3402 = trunc i32 %v3401 to i16
  %v3403 = zext i16 %v3399 to i32
  %v3404 = zext i16 %v3402 to i32
  %v3405 = shl i32 %v3404, 16
  %v3406 = or i32 %v3403, %v3405
  %v3407 = bitcast i16 addrspace(1)* %v3396 to i32 addrspace(1)*
  store i32 %v3406, i32 addrspace(1)* %v3407, align 4
  br label %join28
join28:
  %v3408 = icmp ult i64 %v2670, %v2672
  %v3409 = add i64 %v2683, 24
  %v3410 = add i64 %v2681, 24
  %v3411 = icmp ult i64 %v3410, %v2682
  %v3412 = and i1 %v3408, %v3411
  %v3413 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3409
  br i1 %v3412, label %st29, label %join30
st29:
  %v3414 = bitcast float %v2430 to i32
  %v3415 = lshr i32 %v3414, 16
  %v3416 = trunc i32 %v3415 to i16
  %v3417 = bitcast float %v2434 to i32
  %v3418 = lshr i32 %v3417, 16
  %v3419 = trunc i32 %v3418 to i16
  %v3420 = zext i16 %v3416 to i32
  %v3421 = zext i16 %v3419 to i32
  %v3422 = shl i32 %v3421, 16
  %v3423 = or i32 %v3420, %v3422
  %v3424 = bitcast i16 addrspace(1)* %v3413 to i32 addrspace(1)*
  store i32 %v3423, i32 addrspace(1)* %v3424, align 4
  br label %join30
join30:
  %v3425 = mul i64 8, %v2671
  %v3426 = add i64 %v2683, %v3425
  %v3427 = add i64 %v2670, 8
  %v3428 = icmp ult i64 %v3427, %v2672
  %v3429 = add i64 %v3426, 24
  %v3430 = add i64 %v2681, 24
  %v3431 = icmp ult i64 %v3430, %v2682
  %v3432 = and i1 %v3428, %v3431
  %v3433 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3429
  br i1 %v3432, label %st31, label %join32
st31:
  %v3434 = bitcast float %v2438 to i32
  %v3435 = lshr i32 %v3434, 16
  %v3436 = trunc i32 %v3435 to i16
  %v3437 = bitcast float %v2442 to i32
  %v3438 = lshr i32 %v3437, 16
  %v3439 = trunc i32 %v3438 to i16
  %v3440 = zext i16 %v3436 to i32
  %v3441 = zext i16 %v3439 to i32
  %v3442 = shl i32 %v3441, 16
  %v3443 = or i32 %v3440, %v3442
  %v3444 = bitcast i16 addrspace(1)* %v3433 to i32 addrspace(1)*
  store i32 %v3443, i32 addrspace(1)* %v3444, align 4
  br label %join32
join32:
  %v3445 = mul i64 16, %v2671
  %v3446 = add i64 %v2683, %v3445
  %v3447 = add i64 %v2670, 16
  %v3448 = icmp ult i64 %v3447, %v2672
  %v3449 = icmp ult i64 %v2681, %v2682
  %v3450 = and i1 %v3448, %v3449
  %v3451 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3446
  br i1 %v3450, label %st33, label %join34
st33:
  %v3452 = bitcast float %v2446 to i32
  %v3453 = lshr i32 %v3452, 16
  %v3454 = trunc i32 %v3453 to i16
  %v3455 = bitcast float %v2450 to i32
  %v3456 = lshr i32 %v3455, 16
  %v3457 = trunc i32 %v3456 to i16
  %v3458 = zext i16 %v3454 to i32
  %v3459 = zext i16 %v3457 to i32
  %v3460 = shl i32 %v3459, 16
  %v3461 = or i32 %v3458, %v3460
  %v3462 = bitcast i16 addrspace(1)* %v3451 to i32 addrspace(1)*
  store i32 %v3461, i32 addrspace(1)* %v3462, align 4
  br label %join34
join34:
  %v3463 = mul i64 24, %v2671
  %v3464 = add i64 %v2683, %v3463
  %v3465 = add i64 %v2670, 24
  %v3466 = icmp ult i64 %v3465, %v2672
  %v3467 = icmp ult i64 %v2681, %v2682
  %v3468 = and i1 %v3466, %v3467
  %v3469 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3464
  br i1 %v3468, label %st35, label %join36
st35:
  %v3470 = bitcast float %v2454 to i32
  %v3471 = lshr i32 %v3470, 16
  %v3472 = trunc i32 %v3471 to i16
  %v3473 = bitcast float %v2458 to i32
  %v3474 = lshr i32 %v3473, 16
  %v3475 = trunc i32 %v3474 to i16
  %v3476 = zext i16 %v3472 to i32
  %v3477 = zext i16 %v3475 to i32
  %v3478 = shl i32 %v3477, 16
  %v3479 = or i32 %v3476, %v3478
  %v3480 = bitcast i16 addrspace(1)* %v3469 to i32 addrspace(1)*
  store i32 %v3479, i32 addrspace(1)* %v3480, align 4
  br label %join36
join36:
  %v3481 = mul i64 16, %v2671
  %v3482 = add i64 %v2683, %v3481
  %v3483 = add i64 %v2670, 16
  %v3484 = icmp ult i64 %v3483, %v2672
  %v3485 = add i64 %v3482, 8
  %v3486 = add i64 %v2681, 8
  %v3487 = icmp ult i64 %v3486, %v2682
  %v3488 = and i1 %v3484, %v3487
  %v3489 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3485
  br i1 %v3488, label %st37, label %join38
st37:
  %v3490 = bitcast float %v2462 to i32
  %v3491 = lshr i32 %v3490, 16
  %v3492 = trunc i32 %v3491 to i16
  %v3493 = bitcast float %v2466 to i32
  %v3494 = lshr i32 %v3493, 16
  %v3495 = trunc i32 %v3494 to i16
  %v3496 = zext i16 %v3492 to i32
  %v3497 = zext i16 %v3495 to i32
  %v3498 = shl i32 %v3497, 16
  %v3499 = or i32 %v3496, %v3498
  %v3500 = bitcast i16 addrspace(1)* %v3489 to i32 addrspace(1)*
  store i32 %v3499, i32 addrspace(1)* %v3500, align 4
  br label %join38
join38:
  %v3501 = mul i64 24, %v2671
  %v3502 = add i64 %v2683, %v3501
  %v3503 = add i64 %v2670, 24
  %v3504 = icmp ult i64 %v3503, %v2672
  %v3505 = add i64 %v3502, 8
  %v3506 = add i64 %v2681, 8
  %v3507 = icmp ult i64 %v3506, %v2682
  %v3508 = and i1 %v3504, %v3507
  %v3509 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3505
  br i1 %v3508, label %st39, label %join40
st39:
  %v3510 = bitcast float %v2470 to i32
  %v3511 = lshr i32 %v3510, 16
  %v3512 = trunc i32 %v3511 to i16
  %v3513 = bitcast float %v2474 to i32
  %v3514 = lshr i32 %v3513, 16
  %v3515 = trunc i32 %v3514 to i16
  %v3516 = zext i16 %v3512 to i32
  %v3517 = zext i16 %v3515 to i32
  %v3518 = shl i32 %v3517, 16
  %v3519 = or i32 %v3516, %v3518
  %v3520 = bitcast i16 addrspace(1)* %v3509 to i32 addrspace(1)*
  store i32 %v3519, i32 addrspace(1)* %v3520, align 4
  br label %join40
join40:
  %v3521 = mul i64 16, %v2671
  %v3522 = add i64 %v2683, %v3521
  %v3523 = add i64 %v2670, 16
  %v3524 = icmp ult i64 %v3523, %v2672
  %v3525 = add i64 %v3522, 16
  %v3526 = add i64 %v2681, 16
  %v3527 = icmp ult i64 %v3526, %v2682
  %v3528 = and i1 %v3524, %v3527
  %v3529 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3525
  br i1 %v3528, label %st41, label %join42
st41:
  %v3530 = bitcast float %v2478 to i32
  %v3531 = lshr i32 %v3530, 16
  %v3532 = trunc i32 %v3531 to i16
  %v3533 = bitcast float %v2482 to i32
  %v3534 = lshr i32 %v3533, 16
  %v3535 = trunc i32 %v3534 to i16
  %v3536 = zext i16 %v3532 to i32
  %v3537 = zext i16 %v3535 to i32
  %v3538 = shl i32 %v3537, 16
  %v3539 = or i32 %v3536, %v3538
  %v3540 = bitcast i16 addrspace(1)* %v3529 to i32 addrspace(1)*
  store i32 %v3539, i32 addrspace(1)* %v3540, align 4
  br label %join42
join42:
  %v3541 = mul i64 24, %v2671
  %v3542 = add i64 %v2683, %v3541
  %v3543 = add i64 %v2670, 24
  %v3544 = icmp ult i64 %v3543, %v2672
  %v3545 = add i64 %v3542, 16
  %v3546 = add i64 %v2681, 16
  %v3547 = icmp ult i64 %v3546, %v2682
  %v3548 = and i1 %v3544, %v3547
  %v3549 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3545
  br i1 %v3548, label %st43, label %join44
st43:
  %v3550 = bitcast float %v2486 to i32
  %v3551 = lshr i32 %v3550, 16
  %v3552 = trunc i32 %v3551 to i16
  %v3553 = bitcast float %v2490 to i32
  %v3554 = lshr i32 %v3553, 16
  %v3555 = trunc i32 %v3554 to i16
  %v3556 = zext i16 %v3552 to i32
  %v3557 = zext i16 %v3555 to i32
  %v3558 = shl i32 %v3557, 16
  %v3559 = or i32 %v3556, %v3558
  %v3560 = bitcast i16 addrspace(1)* %v3549 to i32 addrspace(1)*
  store i32 %v3559, i32 addrspace(1)* %v3560, align 4
  br label %join44
join44:
  %v3561 = mul i64 16, %v2671
  %v3562 = add i64 %v2683, %v3561
  %v3563 = add i64 %v2670, 16
  %v3564 = icmp ult i64 %v3563, %v2672
  %v3565 = add i64 %v3562, 24
  %v3566 = add i64 %v2681, 24
  %v3567 = icmp ult i64 %v3566, %v2682
  %v3568 = and i1 %v3564, %v3567
  %v3569 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3565
  br i1 %v3568, label %st45, label %join46
st45:
  %v3570 = bitcast float %v2494 to i32
  %v3571 = lshr i32 %v3570, 16
  %v3572 = trunc i32 %v3571 to i16
  %v3573 = bitcast float %v2498 to i32
  %v3574 = lshr i32 %v3573, 16
  %v3575 = trunc i32 %v3574 to i16
  %v3576 = zext i16 %v3572 to i32
  %v3577 = zext i16 %v3575 to i32
  %v3578 = shl i32 %v3577, 16
  %v3579 = or i32 %v3576, %v3578
  %v3580 = bitcast i16 addrspace(1)* %v3569 to i32 addrspace(1)*
  store i32 %v3579, i32 addrspace(1)* %v3580, align 4
  br label %join46
join46:
  %v3581 = mul i64 24, %v2671
  %v3582 = add i64 %v2683, %v3581
  %v3583 = add i64 %v2670, 24
  %v3584 = icmp ult i64 %v3583, %v2672
  %v3585 = add i64 %v3582, 24
  %v3586 = add i64 %v2681, 24
  %v3587 = icmp ult i64 %v3586, %v2682
  %v3588 = and i1 %v3584, %v3587
  %v3589 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3585
  br i1 %v3588, label %st47, label %join48
st47:
  %v3590 = bitcast float %v2502 to i32
  %v3591 = lshr i32 %v3590, 16
  %v3592 = trunc i32 %v3591 to i16
  %v3593 = bitcast float %v2506 to i32
  %v3594 = lshr i32 %v3593, 16
  %v3595 = trunc i32 %v3594 to i16
  %v3596 = zext i16 %v3592 to i32
  %v3597 = zext i16 %v3595 to i32
  %v3598 = shl i32 %v3597, 16
  %v3599 = or i32 %v3596, %v3598
  %v3600 = bitcast i16 addrspace(1)* %v3589 to i32 addrspace(1)*
  store i32 %v3599, i32 addrspace(1)* %v3600, align 4
  br label %join48
join48:
  %v3601 = mul i64 32, %v2671
  %v3602 = add i64 %v2683, %v3601
  %v3603 = add i64 %v2670, 32
  %v3604 = icmp ult i64 %v3603, %v2672
  %v3605 = icmp ult i64 %v2681, %v2682
  %v3606 = and i1 %v3604, %v3605
  %v3607 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3602
  br i1 %v3606, label %st49, label %join50
st49:
  %v3608 = bitcast float %v2510 to i32
  %v3609 = lshr i32 %v3608, 16
  %v3610 = trunc i32 %v3609 to i16
  %v3611 = bitcast float %v2514 to i32
  %v3612 = lshr i32 %v3611, 16
  %v3613 = trunc i32 %v3612 to i16
  %v3614 = zext i16 %v3610 to i32
  %v3615 = zext i16 %v3613 to i32
  %v3616 = shl i32 %v3615, 16
  %v3617 = or i32 %v3614, %v3616
  %v3618 = bitcast i16 addrspace(1)* %v3607 to i32 addrspace(1)*
  store i32 %v3617, i32 addrspace(1)* %v3618, align 4
  br label %join50
join50:
  %v3619 = mul i64 40, %v2671
  %v3620 = add i64 %v2683, %v3619
  %v3621 = add i64 %v2670, 40
  %v3622 = icmp ult i64 %v3621, %v2672
  %v3623 = icmp ult i64 %v2681, %v2682
  %v3624 = and i1 %v3622, %v3623
  %v3625 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3620
  br i1 %v3624, label %st51, label %join52
st51:
  %v3626 = bitcast float %v2518 to i32
  %v3627 = lshr i32 %v3626, 16
  %v3628 = trunc i32 %v3627 to i16
  %v3629 = bitcast float %v2522 to i32
  %v3630 = lshr i32 %v3629, 16
  %v3631 = trunc i32 %v3630 to i16
  %v3632 = zext i16 %v3628 to i32
  %v3633 = zext i16 %v3631 to i32
  %v3634 = shl i32 %v3633, 16
  %v3635 = or i32 %v3632, %v3634
  %v3636 = bitcast i16 addrspace(1)* %v3625 to i32 addrspace(1)*
  store i32 %v3635, i32 addrspace(1)* %v3636, align 4
  br label %join52
join52:
  %v3637 = mul i64 32, %v2671
  %v3638 = add i64 %v2683, %v3637
  %v3639 = add i64 %v2670, 32
  %v3640 = icmp ult i64 %v3639, %v2672
  %v3641 = add i64 %v3638, 8
  %v3642 = add i64 %v2681, 8
  %v3643 = icmp ult i64 %v3642, %v2682
  %v3644 = and i1 %v3640, %v3643
  %v3645 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3641
  br i1 %v3644, label %st53, label %join54
st53:
  %v3646 = bitcast float %v2526 to i32
  %v3647 = lshr i32 %v3646, 16
  %v3648 = trunc i32 %v3647 to i16
  %v3649 = bitcast float %v2530 to i32
  %v3650 = lshr i32 %v3649, 16
  %v3651 = trunc i32 %v3650 to i16
  %v3652 = zext i16 %v3648 to i32
  %v3653 = zext i16 %v3651 to i32
  %v3654 = shl i32 %v3653, 16
  %v3655 = or i32 %v3652, %v3654
  %v3656 = bitcast i16 addrspace(1)* %v3645 to i32 addrspace(1)*
  store i32 %v3655, i32 addrspace(1)* %v3656, align 4
  br label %join54
join54:
  %v3657 = mul i64 40, %v2671
  %v3658 = add i64 %v2683, %v3657
  %v3659 = add i64 %v2670, 40
  %v3660 = icmp ult i64 %v3659, %v2672
  %v3661 = add i64 %v3658, 8
  %v3662 = add i64 %v2681, 8
  %v3663 = icmp ult i64 %v3662, %v2682
  %v3664 = and i1 %v3660, %v3663
  %v3665 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3661
  br i1 %v3664, label %st55, label %join56
st55:
  %v3666 = bitcast float %v2534 to i32
  %v3667 = lshr i32 %v3666, 16
  %v3668 = trunc i32 %v3667 to i16
  %v3669 = bitcast float %v2538 to i32
  %v3670 = lshr i32 %v3669, 16
  %v3671 = trunc i32 %v3670 to i16
  %v3672 = zext i16 %v3668 to i32
  %v3673 = zext i16 %v3671 to i32
  %v3674 = shl i32 %v3673, 16
  %v3675 = or i32 %v3672, %v3674
  %v3676 = bitcast i16 addrspace(1)* %v3665 to i32 addrspace(1)*
  store i32 %v3675, i32 addrspace(1)* %v3676, align 4
  br label %join56
join56:
  %v3677 = mul i64 32, %v2671
  %v3678 = add i64 %v2683, %v3677
  %v3679 = add i64 %v2670, 32
  %v3680 = icmp ult i64 %v3679, %v2672
  %v3681 = add i64 %v3678, 16
  %v3682 = add i64 %v2681, 16
  %v3683 = icmp ult i64 %v3682, %v2682
  %v3684 = and i1 %v3680, %v3683
  %v3685 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3681
  br i1 %v3684, label %st57, label %join58
st57:
  %v3686 = bitcast float %v2542 to i32
  %v3687 = lshr i32 %v3686, 16
  %v3688 = trunc i32 %v3687 to i16
  %v3689 = bitcast float %v2546 to i32
  %v3690 = lshr i32 %v3689, 16
  %v3691 = trunc i32 %v3690 to i16
  %v3692 = zext i16 %v3688 to i32
  %v3693 = zext i16 %v3691 to i32
  %v3694 = shl i32 %v3693, 16
  %v3695 = or i32 %v3692, %v3694
  %v3696 = bitcast i16 addrspace(1)* %v3685 to i32 addrspace(1)*
  store i32 %v3695, i32 addrspace(1)* %v3696, align 4
  br label %join58
join58:
  %v3697 = mul i64 40, %v2671
  %v3698 = add i64 %v2683, %v3697
  %v3699 = add i64 %v2670, 40
  %v3700 = icmp ult i64 %v3699, %v2672
  %v3701 = add i64 %v3698, 16
  %v3702 = add i64 %v2681, 16
  %v3703 = icmp ult i64 %v3702, %v2682
  %v3704 = and i1 %v3700, %v3703
  %v3705 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3701
  br i1 %v3704, label %st59, label %join60
st59:
  %v3706 = bitcast float %v2550 to i32
  %v3707 = lshr i32 %v3706, 16
  %v3708 = trunc i32 %v3707 to i16
  %v3709 = bitcast float %v2554 to i32
  %v3710 = lshr i32 %v3709, 16
  %v3711 = trunc i32 %v3710 to i16
  %v3712 = zext i16 %v3708 to i32
  %v3713 = zext i16 %v3711 to i32
  %v3714 = shl i32 %v3713, 16
  %v3715 = or i32 %v3712, %v3714
  %v3716 = bitcast i16 addrspace(1)* %v3705 to i32 addrspace(1)*
  store i32 %v3715, i32 addrspace(1)* %v3716, align 4
  br label %join60
join60:
  %v3717 = mul i64 32, %v2671
  %v3718 = add i64 %v2683, %v3717
  %v3719 = add i64 %v2670, 32
  %v3720 = icmp ult i64 %v3719, %v2672
  %v3721 = add i64 %v3718, 24
  %v3722 = add i64 %v2681, 24
  %v3723 = icmp ult i64 %v3722, %v2682
  %v3724 = and i1 %v3720, %v3723
  %v3725 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3721
  br i1 %v3724, label %st61, label %join62
st61:
  %v3726 = bitcast float %v2558 to i32
  %v3727 = lshr i32 %v3726, 16
  %v3728 = trunc i32 %v3727 to i16
  %v3729 = bitcast float %v2562 to i32
  %v3730 = lshr i32 %v3729, 16
  %v3731 = trunc i32 %v3730 to i16
  %v3732 = zext i16 %v3728 to i32
  %v3733 = zext i16 %v3731 to i32
  %v3734 = shl i32 %v3733, 16
  %v3735 = or i32 %v3732, %v3734
  %v3736 = bitcast i16 addrspace(1)* %v3725 to i32 addrspace(1)*
  store i32 %v3735, i32 addrspace(1)* %v3736, align 4
  br label %join62
join62:
  %v3737 = mul i64 40, %v2671
  %v3738 = add i64 %v2683, %v3737
  %v3739 = add i64 %v2670, 40
  %v3740 = icmp ult i64 %v3739, %v2672
  %v3741 = add i64 %v3738, 24
  %v3742 = add i64 %v2681, 24
  %v3743 = icmp ult i64 %v3742, %v2682
  %v3744 = and i1 %v3740, %v3743
  %v3745 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3741
  br i1 %v3744, label %st63, label %join64
st63:
  %v3746 = bitcast float %v2566 to i32
  %v3747 = lshr i32 %v3746, 16
  %v3748 = trunc i32 %v3747 to i16
  %v3749 = bitcast float %v2570 to i32
  %v3750 = lshr i32 %v3749, 16
  %v3751 = trunc i32 %v3750 to i16
  %v3752 = zext i16 %v3748 to i32
  %v3753 = zext i16 %v3751 to i32
  %v3754 = shl i32 %v3753, 16
  %v3755 = or i32 %v3752, %v3754
  %v3756 = bitcast i16 addrspace(1)* %v3745 to i32 addrspace(1)*
  store i32 %v3755, i32 addrspace(1)* %v3756, align 4
  br label %join64
join64:
  %v3757 = mul i64 48, %v2671
  %v3758 = add i64 %v2683, %v3757
  %v3759 = add i64 %v2670, 48
  %v3760 = icmp ult i64 %v3759, %v2672
  %v3761 = icmp ult i64 %v2681, %v2682
  %v3762 = and i1 %v3760, %v3761
  %v3763 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3758
  br i1 %v3762, label %st65, label %join66
st65:
  %v3764 = bitcast float %v2574 to i32
  %v3765 = lshr i32 %v3764, 16
  %v3766 = trunc i32 %v3765 to i16
  %v3767 = bitcast float %v2578 to i32
  %v3768 = lshr i32 %v3767, 16
  %v3769 = trunc i32 %v3768 to i16
  %v3770 = zext i16 %v3766 to i32
  %v3771 = zext i16 %v3769 to i32
  %v3772 = shl i32 %v3771, 16
  %v3773 = or i32 %v3770, %v3772
  %v3774 = bitcast i16 addrspace(1)* %v3763 to i32 addrspace(1)*
  store i32 %v3773, i32 addrspace(1)* %v3774, align 4
  br label %join66
join66:
  %v3775 = mul i64 56, %v2671
  %v3776 = add i64 %v2683, %v3775
  %v3777 = add i64 %v2670, 56
  %v3778 = icmp ult i64 %v3777, %v2672
  %v3779 = icmp ult i64 %v2681, %v2682
  %v3780 = and i1 %v3778, %v3779
  %v3781 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3776
  br i1 %v3780, label %st67, label %join68
st67:
  %v3782 = bitcast float %v2582 to i32
  %v3783 = lshr i32 %v3782, 16
  %v3784 = trunc i32 %v3783 to i16
  %v3785 = bitcast float %v2586 to i32
  %v3786 = lshr i32 %v3785, 16
  %v3787 = trunc i32 %v3786 to i16
  %v3788 = zext i16 %v3784 to i32
  %v3789 = zext i16 %v3787 to i32
  %v3790 = shl i32 %v3789, 16
  %v3791 = or i32 %v3788, %v3790
  %v3792 = bitcast i16 addrspace(1)* %v3781 to i32 addrspace(1)*
  store i32 %v3791, i32 addrspace(1)* %v3792, align 4
  br label %join68
join68:
  %v3793 = mul i64 48, %v2671
  %v3794 = add i64 %v2683, %v3793
  %v3795 = add i64 %v2670, 48
  %v3796 = icmp ult i64 %v3795, %v2672
  %v3797 = add i64 %v3794, 8
  %v3798 = add i64 %v2681, 8
  %v3799 = icmp ult i64 %v3798, %v2682
  %v3800 = and i1 %v3796, %v3799
  %v3801 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3797
  br i1 %v3800, label %st69, label %join70
st69:
  %v3802 = bitcast float %v2590 to i32
  %v3803 = lshr i32 %v3802, 16
  %v3804 = trunc i32 %v3803 to i16
  %v3805 = bitcast float %v2594 to i32
  %v3806 = lshr i32 %v3805, 16
  %v3807 = trunc i32 %v3806 to i16
  %v3808 = zext i16 %v3804 to i32
  %v3809 = zext i16 %v3807 to i32
  %v3810 = shl i32 %v3809, 16
  %v3811 = or i32 %v3808, %v3810
  %v3812 = bitcast i16 addrspace(1)* %v3801 to i32 addrspace(1)*
  store i32 %v3811, i32 addrspace(1)* %v3812, align 4
  br label %join70
join70:
  %v3813 = mul i64 56, %v2671
  %v3814 = add i64 %v2683, %v3813
  %v3815 = add i64 %v2670, 56
  %v3816 = icmp ult i64 %v3815, %v2672
  %v3817 = add i64 %v3814, 8
  %v3818 = add i64 %v2681, 8
  %v3819 = icmp ult i64 %v3818, %v2682
  %v3820 = and i1 %v3816, %v3819
  %v3821 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3817
  br i1 %v3820, label %st71, label %join72
st71:
  %v3822 = bitcast float %v2598 to i32
  %v3823 = lshr i32 %v3822, 16
  %v3824 = trunc i32 %v3823 to i16
  %v3825 = bitcast float %v2602 to i32
  %v3826 = lshr i32 %v3825, 16
  %v3827 = trunc i32 %v3826 to i16
  %v3828 = zext i16 %v3824 to i32
  %v3829 = zext i16 %v3827 to i32
  %v3830 = shl i32 %v3829, 16
  %v3831 = or i32 %v3828, %v3830
  %v3832 = bitcast i16 addrspace(1)* %v3821 to i32 addrspace(1)*
  store i32 %v3831, i32 addrspace(1)* %v3832, align 4
  br label %join72
join72:
  %v3833 = mul i64 48, %v2671
  %v3834 = add i64 %v2683, %v3833
  %v3835 = add i64 %v2670, 48
  %v3836 = icmp ult i64 %v3835, %v2672
  %v3837 = add i64 %v3834, 16
  %v3838 = add i64 %v2681, 16
  %v3839 = icmp ult i64 %v3838, %v2682
  %v3840 = and i1 %v3836, %v3839
  %v3841 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3837
  br i1 %v3840, label %st73, label %join74
st73:
  %v3842 = bitcast float %v2606 to i32
  %v3843 = lshr i32 %v3842, 16
  %v3844 = trunc i32 %v3843 to i16
  %v3845 = bitcast float %v2610 to i32
  %v3846 = lshr i32 %v3845, 16
  %v3847 = trunc i32 %v3846 to i16
  %v3848 = zext i16 %v3844 to i32
  %v3849 = zext i16 %v3847 to i32
  %v3850 = shl i32 %v3849, 16
  %v3851 = or i32 %v3848, %v3850
  %v3852 = bitcast i16 addrspace(1)* %v3841 to i32 addrspace(1)*
  store i32 %v3851, i32 addrspace(1)* %v3852, align 4
  br label %join74
join74:
  %v3853 = mul i64 56, %v2671
  %v3854 = add i64 %v2683, %v3853
  %v3855 = add i64 %v2670, 56
  %v3856 = icmp ult i64 %v3855, %v2672
  %v3857 = add i64 %v3854, 16
  %v3858 = add i64 %v2681, 16
  %v3859 = icmp ult i64 %v3858, %v2682
  %v3860 = and i1 %v3856, %v3859
  %v3861 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3857
  br i1 %v3860, label %st75, label %join76
st75:
  %v3862 = bitcast float %v2614 to i32
  %v3863 = lshr i32 %v3862, 16
  %v3864 = trunc i32 %v3863 to i16
  %v3865 = bitcast float %v2618 to i32
  %v3866 = lshr i32 %v3865, 16
  %v3867 = trunc i32 %v3866 to i16
  %v3868 = zext i16 %v3864 to i32
  %v3869 = zext i16 %v3867 to i32
  %v3870 = shl i32 %v3869, 16
  %v3871 = or i32 %v3868, %v3870
  %v3872 = bitcast i16 addrspace(1)* %v3861 to i32 addrspace(1)*
  store i32 %v3871, i32 addrspace(1)* %v3872, align 4
  br label %join76
join76:
  %v3873 = mul i64 48, %v2671
  %v3874 = add i64 %v2683, %v3873
  %v3875 = add i64 %v2670, 48
  %v3876 = icmp ult i64 %v3875, %v2672
  %v3877 = add i64 %v3874, 24
  %v3878 = add i64 %v2681, 24
  %v3879 = icmp ult i64 %v3878, %v2682
  %v3880 = and i1 %v3876, %v3879
  %v3881 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3877
  br i1 %v3880, label %st77, label %join78
st77:
  %v3882 = bitcast float %v2622 to i32
  %v3883 = lshr i32 %v3882, 16
  %v3884 = trunc i32 %v3883 to i16
  %v3885 = bitcast float %v2626 to i32
  %v3886 = lshr i32 %v3885, 16
  %v3887 = trunc i32 %v3886 to i16
  %v3888 = zext i16 %v3884 to i32
  %v3889 = zext i16 %v3887 to i32
  %v3890 = shl i32 %v3889, 16
  %v3891 = or i32 %v3888, %v3890
  %v3892 = bitcast i16 addrspace(1)* %v3881 to i32 addrspace(1)*
  store i32 %v3891, i32 addrspace(1)* %v3892, align 4
  br label %join78
join78:
  %v3893 = mul i64 56, %v2671
  %v3894 = add i64 %v2683, %v3893
  %v3895 = add i64 %v2670, 56
  %v3896 = icmp ult i64 %v3895, %v2672
  %v3897 = add i64 %v3894, 24
  %v3898 = add i64 %v2681, 24
  %v3899 = icmp ult i64 %v3898, %v2682
  %v3900 = and i1 %v3896, %v3899
  %v3901 = getelementptr inbounds i16, i16 addrspace(1)* %p10, i64 %v3897
  br i1 %v3900, label %st79, label %join80
st79:
  %v3902 = bitcast float %v2630 to i32
  %v3903 = lshr i32 %v3902, 16
  %v3904 = trunc i32 %v3903 to i16
  %v3905 = bitcast float %v2634 to i32
  %v3906 = lshr i32 %v3905, 16
  %v3907 = trunc i32 %v3906 to i16
  %v3908 = zext i16 %v3904 to i32
  %v3909 = zext i16 %v3907 to i32
  %v3910 = shl i32 %v3909, 16
  %v3911 = or i32 %v3908, %v3910
  %v3912 = bitcast i16 addrspace(1)* %v3901 to i32 addrspace(1)*
  store i32 %v3911, i32 addrspace(1)* %v3912, align 4
  br label %join80
join80:
  br label %st_done16
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @vprintf(i8*, i8*)
declare void @llvm.nvvm.barrier0()
declare void @llvm.trap()

!nvvm.annotations = !{!0, !1}
!0 = !{void (i16 addrspace(1)*, i32, i32, i32, i32, i16 addrspace(1)*, i32, i32, i32, i32, i16 addrspace(1)*, i32, i32, i32, i32)* @persistent_matmul, !"kernel", i32 1}
!1 = !{void (i16 addrspace(1)*, i32, i32, i32, i32, i16 addrspace(1)*, i32, i32, i32, i32, i16 addrspace(1)*, i32, i32, i32, i32)* @persistent_matmul, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
